package io.dynaforge.core.engine;

import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import java.util.HashMap;
import java.util.Map;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed {@link Update} and its {@link Condition}, rendered for one request: the update's
 * placeholders ({@code #u0}, {@code :u0}) and the condition's ({@code #c0}, {@code :c0}) never collide.
 * An empty update, or one that writes the {@code @Version} attribute (the template increments it), is
 * refused before anything is sent.
 */
record TypedUpdate(String updateExpression, String conditionExpression, Map<String, String> names,
    Map<String, AttributeValue> values) {

  /**
   * The request's parts: the rendered update and condition, plus the version increment and the
   * auditing dates of the entity (none to add: the rendering as it is, nothing parsed or copied).
   */
  KeyUpdates.Parts parts(EntityMapper<?> mapper, String table, java.time.Instant now, Object auditor) {
    if (!mapper.metadata().isVersioned() && mapper.lastModifiedValues(now).isEmpty() && auditor == null) {
      return new KeyUpdates.Parts(updateExpression, conditionExpression, names, values);
    }
    return KeyUpdates.build(mapper, table, updateExpression, conditionExpression, names, values, now, auditor);
  }

  static TypedUpdate of(EntityMapper<?> mapper, Update<?> update, Condition<?> condition, String operation) {
    EntityMetadata metadata = mapper.metadata();
    if (update.isEmpty()) {
      throw new InvalidDataAccessApiUsageException(operation + " of " + metadata.entityName()
          + " was given an empty Update; add at least one action (set, remove, add, ...)");
    }
    if (metadata.isVersioned() && update.attributeNames().contains(metadata.versionAttribute())) {
      throw new InvalidDataAccessApiUsageException(operation + " of " + metadata.entityName() + " writes its @Version"
          + " attribute '" + metadata.versionAttribute() + "'; the template increments it on every update, leave it out");
    }
    Map<String, String> names = new HashMap<>(8);
    Map<String, AttributeValue> values = new HashMap<>(8);
    String updateExpression = update.render(names, values);
    String conditionExpression = condition == null ? null : condition.render(names, values);
    return new TypedUpdate(updateExpression, conditionExpression, names, values);
  }
}
