package io.dynaforge.mapping;

/**
 * Where a value lives: the entity, its property and the DynamoDB attribute. Generated mappers keep
 * one constant per property so that conversion errors name all three.
 */
public record AttributePath(String entity, String property, String attribute) {

  public static AttributePath of(String entity, String property, String attribute) {
    return new AttributePath(entity, property, attribute);
  }

  @Override
  public String toString() {
    return entity + "." + property + " (attribute '" + attribute + "')";
  }
}
