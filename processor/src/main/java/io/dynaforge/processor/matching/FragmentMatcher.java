package io.dynaforge.processor.matching;

import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.FragmentPlan;
import java.util.List;

/**
 * The custom fragment family: one plan per fragment the repository extends, each of its methods
 * delegated to the fragment's implementation (the repository check covered the fragments).
 */
public final class FragmentMatcher {

  /** One plan per fragment, in the order the repository extends them. */
  public List<FragmentPlan> match(RepositoryModel repository) {
    return repository.fragments().stream().map(FragmentPlan::new).toList();
  }
}
