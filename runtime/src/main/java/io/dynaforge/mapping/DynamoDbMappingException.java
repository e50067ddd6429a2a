package io.dynaforge.mapping;

import org.springframework.data.mapping.MappingException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A value could not be converted between Java and DynamoDB: an attribute of the wrong type, a
 * missing key value, a sort-key template that cannot be composed or decomposed.
 */
public class DynamoDbMappingException extends MappingException {

  public DynamoDbMappingException(String message) {
    super(message);
  }

  public DynamoDbMappingException(String message, Throwable cause) {
    super(message, cause);
  }

  /** An attribute read back with another DynamoDB type than the property needs. */
  public static DynamoDbMappingException typeMismatch(
      AttributePath path, String expected, AttributeValue actual) {
    return new DynamoDbMappingException(
        "Cannot read "
            + path
            + ": expected a DynamoDB "
            + expected
            + " value but the item holds "
            + describe(actual)
            + ". Was the item written by another model?");
  }

  /** A value whose text cannot be parsed into the property's type. */
  public static DynamoDbMappingException unreadable(
      AttributePath path, String javaType, AttributeValue actual, Throwable cause) {
    return new DynamoDbMappingException(
        "Cannot read " + path + " as " + javaType + " from " + describe(actual) + ": " + cause.getMessage(),
        cause);
  }

  static String describe(AttributeValue value) {
    if (value == null) {
      return "nothing";
    }
    AttributeValue.Type type = value.type();
    return type == null || type == AttributeValue.Type.UNKNOWN_TO_SDK_VERSION
        ? "an unknown type"
        : "a " + type.name() + " value";
  }
}
