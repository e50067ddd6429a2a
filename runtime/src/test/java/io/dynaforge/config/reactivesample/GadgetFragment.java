package io.dynaforge.config.reactivesample;

/** A custom fragment of {@link GadgetRepository}. */
public interface GadgetFragment {

  String describe();
}
