package io.dynaforge.mapping;

import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * One key attribute of a table or index: its attribute name, its DynamoDB scalar type (S, N or B),
 * and the entity property it comes from ({@code null} when a {@code @SortKeyTemplate} composes it).
 */
public record KeyAttribute(String attributeName, ScalarAttributeType type, String propertyName) {}
