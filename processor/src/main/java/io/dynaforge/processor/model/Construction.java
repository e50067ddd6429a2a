package io.dynaforge.processor.model;

import java.util.List;

/**
 * How generated code creates an instance: a no-arg constructor followed by setters/fields, or a
 * constructor (a record's canonical one, or a class constructor whose parameters match properties by
 * name) followed by setters/fields for the remaining properties.
 *
 * @param parameters property names in constructor parameter order (empty for no-arg)
 */
public record Construction(List<String> parameters) {
  public Construction {
    parameters = List.copyOf(parameters);
  }
}
