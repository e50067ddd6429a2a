package io.dynaforge.core;

import org.springframework.dao.UncategorizedDataAccessException;

/** A DynamoDB failure the translator has no more specific Spring exception for. */
public class UncategorizedDynamoDbException extends UncategorizedDataAccessException {

  private static final long serialVersionUID = 1L;

  public UncategorizedDynamoDbException(String message, Throwable cause) {
    super(message, cause);
  }
}
