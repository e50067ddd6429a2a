package io.dynaforge.config.reactivesample;

/** The fragment's implementation, created by its constructor unless the application defines a bean of it. */
public class GadgetFragmentImpl implements GadgetFragment {

  private final String description;

  public GadgetFragmentImpl() {
    this("constructed");
  }

  public GadgetFragmentImpl(String description) {
    this.description = description;
  }

  @Override
  public String describe() {
    return description;
  }
}
