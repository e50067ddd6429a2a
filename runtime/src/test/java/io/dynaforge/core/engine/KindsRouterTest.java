package io.dynaforge.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import io.dynaforge.mapping.KindPattern;
import io.dynaforge.mapping.MapperRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * {@link Kinds.Router#owner} (the prepared lookup stream decoding uses, with its one-column fast path)
 * answers exactly as {@link Kinds#owner} (the rule as written) for random kinds of one table: patterns
 * on the sort key alone (the fast path), on both keys, kinds of any shape, equally specific kinds, and
 * routers over a subset of the table's kinds (rivals outside the set).
 */
class KindsRouterTest {

  private static final Class<?>[] TYPES = {String.class, Integer.class, Long.class, Short.class, Byte.class,
      Double.class, Float.class};
  private static final String[] SORT_PATTERNS = {"ORDER#{*}", "ORDER#{*}#LINE#{3}", "ORDER#{*}#LINE#{*}", "A#{i}",
      "A#{2}", "ORDER#{*}#NOTE", "PROFILE", "{*}#LINE#{3}", "B#{*}"};
  private static final String[] PIECES = {"ORDER#", "#LINE#", "001", "12", "A#", "x", "#NOTE", "PROFILE", "B#", "-3",
      "#", ""};

  @Test
  void thePreparedRouterAnswersAsTheRule() {
    Random random = new Random(20261202);
    int checked = 0;
    int fast = 0;
    for (int round = 0; round < 300; round++) {
      MapperRegistry registry = new MapperRegistry();
      List<EntityMapper<?>> all = new ArrayList<>();
      int kinds = 1 + random.nextInt(TYPES.length);
      boolean bothKeys = random.nextInt(4) == 0;
      for (int k = 0; k < kinds; k++) {
        KindPattern pattern = random.nextInt(10) == 0 ? KindPattern.ANY
            : bothKeys && random.nextBoolean()
                ? KindPattern.of("pk", "C#{*}", "sk", SORT_PATTERNS[random.nextInt(SORT_PATTERNS.length)])
                : KindPattern.of("sk", SORT_PATTERNS[random.nextInt(SORT_PATTERNS.length)]);
        FakeMapper mapper = new FakeMapper(TYPES[k], pattern);
        registry.register(mapper);
        all.add(mapper);
      }
      List<EntityMapper<?>> set = new ArrayList<>();
      for (EntityMapper<?> mapper : all) {
        if (random.nextInt(3) > 0) {
          set.add(mapper);
        }
      }
      Kinds rule = new Kinds(registry);
      Kinds.Router router = rule.router(set);
      boolean allOnSortKey = set.stream().allMatch(m -> "sk".equals(m.kindPattern().soleAttribute()));
      for (int t = 0; t < 40; t++) {
        StringBuilder sk = new StringBuilder();
        for (int p = random.nextInt(5); p > 0; p--) {
          sk.append(PIECES[random.nextInt(PIECES.length)]);
        }
        Map<String, AttributeValue> item = random.nextInt(20) == 0 ? Map.of("pk", AttributeValue.fromS("C#1"))
            : Map.of("pk", AttributeValue.fromS("C#1"), "sk", AttributeValue.fromS(sk.toString()));
        assertThat(router.owner(item)).as("%s among %s", item, set).isSameAs(rule.owner(set, item));
        checked++;
        if (allOnSortKey && set.size() == all.size()) {
          fast++;
        }
      }
    }
    assertThat(checked).isEqualTo(12_000);
    assertThat(fast).as("lookups that took the one-column path").isGreaterThan(1_000);
  }

  /** A kind with a pattern and nothing else: the router reads only its pattern and metadata. */
  private record FakeMapper(Class<?> kindType, KindPattern pattern) implements EntityMapper<Object> {
    @Override
    @SuppressWarnings("unchecked")
    public Class<Object> type() {
      return (Class<Object>) kindType;
    }

    @Override
    public EntityMetadata metadata() {
      return new EntityMetadata(kindType.getSimpleName(), "shop",
          List.of(new KeyAttribute("pk", ScalarAttributeType.S, null)),
          List.of(new KeyAttribute("sk", ScalarAttributeType.S, null)), null, null, Set.of("pk", "sk"));
    }

    @Override
    public KindPattern kindPattern() {
      return pattern;
    }

    @Override
    public Map<String, AttributeValue> keyOf(Object entity) {
      throw new UnsupportedOperationException();
    }

    @Override
    public AttributeValue keyValue(String attributeName, Object value) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Map<String, AttributeValue> toItem(Object value) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Object fromItem(Map<String, AttributeValue> item) {
      throw new UnsupportedOperationException();
    }

    @Override
    public String toString() {
      return kindType.getSimpleName() + "(" + pattern + ")";
    }
  }
}
