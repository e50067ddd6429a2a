package io.dynaforge.expression;

import io.dynaforge.expression.DynamoDbExpression;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed condition on an item of the entity {@code T}, built from the generated
 * {@code <Entity>_Attributes} constants and combined with {@link #and}, {@link #or} and
 * {@link #not}. Immutable. It renders to a {@link DynamoDbExpression} whose text holds only
 * placeholders ({@code #c0}, {@code :c0}): attribute names and values are never concatenated, so
 * reserved words ({@code status}, {@code count}, ...) need no care.
 *
 * <pre>{@code
 * Condition<Product> inStock = Product_Attributes.stock.ge(quantity);
 * template.update(Product.class, "PRODUCT#42", null, Update.of(Product.class).add(Product_Attributes.stock, -quantity), inStock);
 * }</pre>
 *
 * <p>Wherever the template takes a {@code DynamoDbExpression} condition it also takes a
 * {@code Condition}; a condition that fails is a
 * {@link org.springframework.dao.DataIntegrityViolationException} and nothing is written.
 *
 * @param <T> the entity type
 */
public abstract sealed class Condition<T> {

  Condition() {}

  /** Both this and {@code other} hold. */
  public final Condition<T> and(Condition<T> other) {
    return new Junction<>(" AND ", this, Objects.requireNonNull(other, "other"));
  }

  /** This or {@code other} holds. */
  public final Condition<T> or(Condition<T> other) {
    return new Junction<>(" OR ", this, Objects.requireNonNull(other, "other"));
  }

  /** {@code condition} does not hold. */
  public static <T> Condition<T> not(Condition<T> condition) {
    return new Not<>(Objects.requireNonNull(condition, "condition"));
  }

  /** The condition as an expression with its placeholders ({@code #c0}, {@code :c0}, ...). */
  public final DynamoDbExpression toExpression() {
    java.util.Map<String, String> names = new java.util.LinkedHashMap<>();
    java.util.Map<String, AttributeValue> values = new java.util.LinkedHashMap<>();
    return new DynamoDbExpression(render(names, values), names, values);
  }

  /**
   * The condition's text, its placeholders ({@code #c0}, {@code :c0}, ...) put into the given maps:
   * what {@link #toExpression()} holds, without the copies (for the template, which adds its own).
   */
  public final String render(java.util.Map<String, String> names, java.util.Map<String, AttributeValue> values) {
    StringBuilder text = new StringBuilder(32);
    render(text, new Placeholders('c', names, values));
    return text.toString();
  }

  abstract void render(StringBuilder out, Placeholders placeholders);

  @Override
  public String toString() {
    DynamoDbExpression expression = toExpression();
    return "Condition[" + expression.expression() + ", names " + expression.names() + "]";
  }

  /** {@code #a <op> :v}. */
  static final class Comparison<T> extends Condition<T> {
    private final String attribute;
    private final String operator;
    private final AttributeValue value;

    Comparison(String attribute, String operator, AttributeValue value) {
      this.attribute = attribute;
      this.operator = operator;
      this.value = value;
    }

    @Override
    void render(StringBuilder out, Placeholders p) {
      out.append(p.name(attribute)).append(' ').append(operator).append(' ').append(p.value(value));
    }
  }

  /** {@code #a BETWEEN :lo AND :hi}. */
  static final class Between<T> extends Condition<T> {
    private final String attribute;
    private final AttributeValue low;
    private final AttributeValue high;

    Between(String attribute, AttributeValue low, AttributeValue high) {
      this.attribute = attribute;
      this.low = low;
      this.high = high;
    }

    @Override
    void render(StringBuilder out, Placeholders p) {
      out.append(p.name(attribute)).append(" BETWEEN ").append(p.value(low)).append(" AND ").append(p.value(high));
    }
  }

  /** {@code #a IN (:v0, :v1, ...)}. */
  static final class In<T> extends Condition<T> {
    private final String attribute;
    private final List<AttributeValue> values;

    In(String attribute, List<AttributeValue> values) {
      this.attribute = attribute;
      this.values = List.copyOf(values);
    }

    @Override
    void render(StringBuilder out, Placeholders p) {
      out.append(p.name(attribute)).append(" IN (");
      for (int i = 0; i < values.size(); i++) {
        out.append(i == 0 ? "" : ", ").append(p.value(values.get(i)));
      }
      out.append(')');
    }
  }

  /** {@code function(#a)} or {@code function(#a, :v)}. */
  static final class Function<T> extends Condition<T> {
    private final String function;
    private final String attribute;
    private final AttributeValue operand;

    Function(String function, String attribute, AttributeValue operand) {
      this.function = function;
      this.attribute = attribute;
      this.operand = operand;
    }

    @Override
    void render(StringBuilder out, Placeholders p) {
      out.append(function).append('(').append(p.name(attribute));
      if (operand != null) {
        out.append(", ").append(p.value(operand));
      }
      out.append(')');
    }
  }

  /** Conditions joined by AND or OR; nested junctions of the same operator are flattened. */
  static final class Junction<T> extends Condition<T> {
    private final String operator;
    private final List<Condition<T>> parts;

    Junction(String operator, Condition<T> left, Condition<T> right) {
      this.operator = operator;
      List<Condition<T>> all = new ArrayList<>();
      add(all, left);
      add(all, right);
      this.parts = List.copyOf(all);
    }

    private void add(List<Condition<T>> all, Condition<T> part) {
      if (part instanceof Junction<T> junction && junction.operator.equals(operator)) {
        all.addAll(junction.parts);
      } else {
        all.add(part);
      }
    }

    @Override
    void render(StringBuilder out, Placeholders p) {
      for (int i = 0; i < parts.size(); i++) {
        if (i > 0) {
          out.append(operator);
        }
        Condition<T> part = parts.get(i);
        boolean group = part instanceof Junction;
        if (group) {
          out.append('(');
        }
        part.render(out, p);
        if (group) {
          out.append(')');
        }
      }
    }
  }

  /** {@code NOT (condition)}. */
  static final class Not<T> extends Condition<T> {
    private final Condition<T> condition;

    Not(Condition<T> condition) {
      this.condition = condition;
    }

    @Override
    void render(StringBuilder out, Placeholders p) {
      out.append("NOT (");
      condition.render(out, p);
      out.append(')');
    }
  }
}
