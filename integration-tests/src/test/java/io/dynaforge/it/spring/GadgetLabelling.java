package io.dynaforge.it.spring;

/** A custom fragment whose implementation needs a bean of the application. */
public interface GadgetLabelling {

  /** The gadget's name under the application's label prefix. */
  String label(String id);
}
