package io.dynaforge.expression;

import io.dynaforge.expression.DynamoDbExpression;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed update of one item of the entity {@code T}: the actions of an UpdateItem, built from the
 * generated {@code <Entity>_Attributes} constants. Immutable: every action returns a new
 * {@code Update}. Key attributes are not accepted (their constants are {@link KeyAttribute}s), so an
 * update of a key does not compile; neither does a value of the wrong type.
 *
 * <pre>{@code
 * Update<Customer> update = Update.of(Customer.class)
 *     .add(Customer_Attributes.orderCount, 1)
 *     .set(Customer_Attributes.status, Status.ACTIVE)
 *     .remove(Customer_Attributes.resetToken);
 * Customer after = template.update(Customer.class, "CUSTOMER#42", "PROFILE", update);
 * }</pre>
 *
 * <p>It renders with placeholders only ({@code #u0}, {@code :u0}). An attribute may be the target of
 * one action only (DynamoDB refuses overlapping paths): a second action on it is refused here. An
 * empty update is refused when sent.
 *
 * @param <T> the entity type
 */
public final class Update<T> {

  /** The kind of one action, in the clause it renders into. */
  enum Clause {
    SET, REMOVE, ADD, DELETE
  }

  /** One action: its clause and how it renders. */
  private record Action(Clause clause, String attribute, Kind kind, AttributeValue value) {}

  private enum Kind {
    SET, SET_IF_NOT_EXISTS, REMOVE, ADD, APPEND, ADD_TO_SET, REMOVE_FROM_SET
  }

  private static final AttributeValue EMPTY_LIST = AttributeValue.fromL(List.of());

  private final Class<T> type;
  private final List<Action> actions;

  private Update(Class<T> type, List<Action> actions) {
    this.type = type;
    this.actions = actions;
  }

  /** An empty update of the entity {@code type}; add actions to it. */
  public static <T> Update<T> of(Class<T> type) {
    return new Update<>(require(type, "type"), List.of());
  }

  /** The entity type. */
  public Class<T> type() {
    return type;
  }

  /** Whether the update has no action (such an update is refused when sent). */
  public boolean isEmpty() {
    return actions.isEmpty();
  }

  /** The attributes the actions write or remove, in order. */
  public Set<String> attributeNames() {
    Set<String> names = new LinkedHashSet<>();
    for (Action action : actions) {
      names.add(action.attribute());
    }
    return Collections.unmodifiableSet(names);
  }

  /**
   * This update with the {@code set} of {@code attributeName} replaced by a {@code remove}: what the
   * template sends where a value means "none" (a {@code @TimeToLive} of {@code 0}: no expiry, so no
   * attribute, as a save writes it). Itself when the update does not set the attribute.
   */
  public Update<T> removingInsteadOfSetting(String attributeName) {
    List<Action> replaced = new ArrayList<>(actions.size());
    boolean changed = false;
    for (Action action : actions) {
      if (action.kind() == Kind.SET && action.attribute().equals(attributeName)) {
        replaced.add(new Action(Clause.REMOVE, attributeName, Kind.REMOVE, null));
        changed = true;
      } else {
        replaced.add(action);
      }
    }
    return changed ? new Update<>(type, Collections.unmodifiableList(replaced)) : this;
  }

  /** Whether an action of this update writes the attribute (without building {@link #attributeNames()}). */
  public boolean writes(String attributeName) {
    for (Action action : actions) {
      if (action.attribute().equals(attributeName)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The values this update assigns outright ({@code set}), by attribute name: what a write can
   * recompose template columns from.
   */
  public java.util.Map<String, AttributeValue> assignments() {
    java.util.Map<String, AttributeValue> assigned = new java.util.LinkedHashMap<>();
    for (Action action : actions) {
      if (action.kind() == Kind.SET) {
        assigned.put(action.attribute(), action.value());
      }
    }
    return Collections.unmodifiableMap(assigned);
  }

  /** The attributes this update removes ({@code remove}, or {@code set} of null or of an empty set). */
  public Set<String> removals() {
    Set<String> removed = new java.util.LinkedHashSet<>();
    for (Action action : actions) {
      if (action.kind() == Kind.REMOVE) {
        removed.add(action.attribute());
      }
    }
    return Collections.unmodifiableSet(removed);
  }

  /**
   * {@code SET #a = :v}; a null value, or an empty set, removes the attribute (a null property and an
   * empty set are not stored; DynamoDB refuses empty sets).
   */
  public <V> Update<T> set(Attribute<T, V> attribute, V value) {
    require(attribute, "attribute");
    if (value == null || attribute instanceof SetAttribute<?, ?> && value instanceof java.util.Collection<?> c
        && c.isEmpty()) {
      return remove(attribute);
    }
    return with(new Action(Clause.SET, attribute.name(), Kind.SET, attribute.encode(value)));
  }

  /** {@code SET #a = if_not_exists(#a, :v)}: writes the value only when the item has none. */
  public <V> Update<T> setIfNotExists(Attribute<T, V> attribute, V value) {
    require(attribute, "attribute");
    return with(new Action(Clause.SET, attribute.name(), Kind.SET_IF_NOT_EXISTS, attribute.encode(value)));
  }

  /** {@code REMOVE #a}. */
  public Update<T> remove(Attribute<T, ?> attribute) {
    require(attribute, "attribute");
    return with(new Action(Clause.REMOVE, attribute.name(), Kind.REMOVE, null));
  }

  /**
   * {@code ADD #a :delta}: an atomic increment computed by DynamoDB, so concurrent writers never lose
   * one; a negative delta decrements; a missing attribute counts as 0.
   */
  public Update<T> add(NumberAttribute<T, ?> attribute, Number delta) {
    require(attribute, "attribute");
    AttributeValue value = number(attribute.name(), delta); // refuses null, NaN and infinities first
    attribute.requireHolds(delta);
    return with(new Action(Clause.ADD, attribute.name(), Kind.ADD, value));
  }

  /** {@code SET #a = list_append(if_not_exists(#a, :empty), :elements)}: appends, to a missing list too. */
  public <E> Update<T> append(ListAttribute<T, E> attribute, List<E> elements) {
    require(attribute, "attribute");
    requireElements(attribute.name(), elements);
    return with(new Action(Clause.SET, attribute.name(), Kind.APPEND, attribute.encode(elements)));
  }

  /** {@code ADD #a :elements}: adds the elements to the set (creating it when missing). */
  public <E> Update<T> addToSet(SetAttribute<T, E> attribute, Set<E> elements) {
    require(attribute, "attribute");
    requireElements(attribute.name(), elements);
    return with(new Action(Clause.ADD, attribute.name(), Kind.ADD_TO_SET, attribute.encode(elements)));
  }

  /** {@code DELETE #a :elements}: removes the elements from the set (a set left empty is removed). */
  public <E> Update<T> removeFromSet(SetAttribute<T, E> attribute, Set<E> elements) {
    require(attribute, "attribute");
    requireElements(attribute.name(), elements);
    return with(new Action(Clause.DELETE, attribute.name(), Kind.REMOVE_FROM_SET, attribute.encode(elements)));
  }

  /**
   * The update expression with its placeholders ({@code #u0}, {@code :u0}, ...), clauses in the order
   * SET, REMOVE, ADD, DELETE.
   *
   * @throws IllegalStateException when the update is empty
   */
  public DynamoDbExpression toExpression() {
    java.util.Map<String, String> names = new java.util.LinkedHashMap<>();
    java.util.Map<String, AttributeValue> values = new java.util.LinkedHashMap<>();
    return new DynamoDbExpression(render(names, values), names, values);
  }

  /**
   * The update expression's text, its placeholders ({@code #u0}, {@code :u0}, ...) put into the given
   * maps: what {@link #toExpression()} holds, without the copies (for the template).
   *
   * @throws IllegalStateException when the update is empty
   */
  public String render(java.util.Map<String, String> names, java.util.Map<String, AttributeValue> values) {
    if (actions.isEmpty()) {
      throw new IllegalStateException("The update of " + type.getSimpleName() + " has no action");
    }
    Placeholders p = new Placeholders('u', names, values);
    StringBuilder out = new StringBuilder(48);
    for (Clause clause : Clause.values()) {
      boolean first = true;
      for (Action action : actions) {
        if (action.clause() != clause) {
          continue;
        }
        if (first) {
          out.append(out.length() == 0 ? "" : " ").append(clause.name()).append(' ');
          first = false;
        } else {
          out.append(", ");
        }
        render(action, out, p);
      }
    }
    return out.toString();
  }

  private static void render(Action action, StringBuilder out, Placeholders p) {
    String name = p.name(action.attribute());
    switch (action.kind()) {
      case SET -> out.append(name).append(" = ").append(p.value(action.value()));
      case SET_IF_NOT_EXISTS -> out.append(name).append(" = if_not_exists(").append(name).append(", ")
          .append(p.value(action.value())).append(')');
      case REMOVE -> out.append(name);
      case APPEND -> out.append(name).append(" = list_append(if_not_exists(").append(name).append(", ")
          .append(p.value(EMPTY_LIST)).append("), ").append(p.value(action.value())).append(')');
      case ADD, ADD_TO_SET, REMOVE_FROM_SET -> out.append(name).append(' ').append(p.value(action.value()));
      default -> throw new AssertionError(action.kind());
    }
  }

  private Update<T> with(Action action) {
    for (Action existing : actions) {
      if (existing.attribute().equals(action.attribute())) {
        throw new InvalidDataAccessApiUsageException("The update of " + type.getSimpleName() + " already has an action on '"
            + action.attribute() + "'; DynamoDB takes one action per attribute in an UpdateItem");
      }
    }
    List<Action> all = new ArrayList<>(actions.size() + 1);
    all.addAll(actions);
    all.add(action);
    return new Update<>(type, Collections.unmodifiableList(all));
  }

  /** A refused argument is an {@code InvalidDataAccessApiUsageException}, like every other run-time refusal. */
  private static <V> V require(V value, String name) {
    if (value == null) {
      throw new InvalidDataAccessApiUsageException("The update's " + name + " is null");
    }
    return value;
  }

  private static void requireElements(String attribute, java.util.Collection<?> elements) {
    require(elements, "elements");
    if (elements.isEmpty()) {
      throw new InvalidDataAccessApiUsageException("No elements given for attribute '" + attribute
          + "': DynamoDB refuses empty sets and an empty append changes nothing");
    }
  }

  private static AttributeValue number(String attribute, Number delta) {
    require(delta, "delta");
    String text;
    if (delta instanceof BigDecimal decimal) {
      text = decimal.toPlainString();
    } else if (delta instanceof Double || delta instanceof Float) {
      double d = delta.doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw new InvalidDataAccessApiUsageException("The delta for attribute '" + attribute + "' is " + delta
            + ": DynamoDB numbers are finite");
      }
      text = BigDecimal.valueOf(d).toPlainString();
    } else {
      text = delta.toString();
    }
    return AttributeValue.fromN(text);
  }

  @Override
  public String toString() {
    return actions.isEmpty() ? "Update[" + type.getSimpleName() + ", empty]"
        : "Update[" + type.getSimpleName() + ", " + toExpression().expression() + ", names " + toExpression().names() + "]";
  }
}
