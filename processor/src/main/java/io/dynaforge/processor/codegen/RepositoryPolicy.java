package io.dynaforge.processor.codegen;

import io.dynaforge.processor.query.IamActions.Resource;
import java.util.Collections;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;

/**
 * A repository's least-privilege policy: the actions its methods send, by table or index
 * ({@link io.dynaforge.processor.query.IamActions}), for its
 * {@code META-INF/dynaforge/iam/<Repository>.json} and its {@code AWS::IAM::ManagedPolicy}.
 *
 * @param repository the repository interface's qualified name
 * @param grants the actions by resource, never empty
 * @param encrypted whether its entity is an encrypted kind: its policy then also allows the KMS key
 *     ({@link KmsKeyGrant}) when one is configured
 */
public record RepositoryPolicy(String repository, SortedMap<Resource, SortedSet<String>> grants, boolean encrypted) {

  /** The policy of a repository over a kind that is not encrypted. */
  public RepositoryPolicy(String repository, SortedMap<Resource, SortedSet<String>> grants) {
    this(repository, grants, false);
  }

  public RepositoryPolicy {
    if (grants.isEmpty()) {
      throw new IllegalArgumentException("a policy of " + repository + " that allows nothing");
    }
    grants = Collections.unmodifiableSortedMap(new TreeMap<>(grants));
  }

  /** The interface's simple name: what its CloudFormation logical id starts with. */
  public String simpleName() {
    return repository.substring(repository.lastIndexOf('.') + 1);
  }
}
