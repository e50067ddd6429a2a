package io.dynaforge.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.mapping.DerivedColumn;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * What a backfill compares and writes for an item: a hand-written mapper of a box (key {@code pk}/{@code sk},
 * a sparse template column {@code gsi1pk = COLOR#{color}}, an index key attribute {@code rank} that it writes
 * and one ({@code other}) that only another kind writes, a TTL, and an optional {@code @Version}).
 */
class DerivedAttributesTest {

  record Box(String id, String color, Long rank, Long expires, Long version, String note) {}

  static final class BoxMapper implements EntityMapper<Box> {
    private final boolean versioned;

    BoxMapper(boolean versioned) {
      this.versioned = versioned;
    }

    @Override
    public Class<Box> type() {
      return Box.class;
    }

    @Override
    public EntityMetadata metadata() {
      return new EntityMetadata("Box", "boxes", List.of(new KeyAttribute("pk", ScalarAttributeType.S, null)),
          List.of(new KeyAttribute("sk", ScalarAttributeType.S, null)), versioned ? "version" : null, "expires",
          Set.of("pk", "sk", "color", "rank", "expires", "version", "note", "gsi1pk"));
    }

    @Override
    public List<DerivedColumn> derivedColumns() {
      return List.of(new DerivedColumn("sk", true, false, List.of("id"), List.of("")),
          new DerivedColumn("gsi1pk", false, true, List.of("color"), List.of("color")));
    }

    @Override
    public Map<String, AttributeValue> toItem(Box box) {
      Map<String, AttributeValue> item = new HashMap<>();
      item.put("pk", AttributeValue.fromS("BOX"));
      item.put("sk", AttributeValue.fromS("BOX#" + box.id()));
      put(item, "color", box.color() == null ? null : AttributeValue.fromS(box.color()));
      put(item, "gsi1pk", box.color() == null ? null : AttributeValue.fromS("COLOR#" + box.color()));
      put(item, "rank", box.rank() == null ? null : AttributeValue.fromN(box.rank().toString()));
      put(item, "expires", box.expires() == null ? null : AttributeValue.fromN(box.expires().toString()));
      put(item, "version", box.version() == null ? null : AttributeValue.fromN(box.version().toString()));
      put(item, "note", box.note() == null ? null : AttributeValue.fromS(box.note()));
      return item;
    }

    private static void put(Map<String, AttributeValue> item, String name, AttributeValue value) {
      if (value != null) {
        item.put(name, value);
      }
    }

    @Override
    public Box fromItem(Map<String, AttributeValue> item) {
      return new Box(item.get("sk").s().substring(4), s(item, "color"), n(item, "rank"), n(item, "expires"),
          n(item, "version"), s(item, "note"));
    }

    private static String s(Map<String, AttributeValue> item, String name) {
      return item.containsKey(name) ? item.get(name).s() : null;
    }

    private static Long n(Map<String, AttributeValue> item, String name) {
      return item.containsKey(name) ? Long.valueOf(item.get(name).n()) : null;
    }

    @Override
    public Map<String, AttributeValue> keyOf(Box entity) {
      throw new UnsupportedOperationException();
    }

    @Override
    public AttributeValue keyValue(String attributeName, Object value) {
      throw new UnsupportedOperationException();
    }
  }

  private static Map<String, AttributeValue> item(Object... namesAndValues) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("pk", AttributeValue.fromS("BOX"));
    for (int i = 0; i < namesAndValues.length; i += 2) {
      Object v = namesAndValues[i + 1];
      item.put((String) namesAndValues[i], v instanceof Number ? AttributeValue.fromN(v.toString())
          : AttributeValue.fromS((String) v));
    }
    return item;
  }

  final DerivedAttributes<Box> unversioned = new DerivedAttributes<>(new BoxMapper(false), Set.of("rank", "other", "sk"));
  final DerivedAttributes<Box> versioned = new DerivedAttributes<>(new BoxMapper(true), Set.of("rank"));

  @Test
  void theDerivedAttributesAreTheTemplateColumnsTheIndexKeysTheEntityWritesAndTheTtlNeverTheBaseKey() {
    assertThat(unversioned.derived()).containsExactly("gsi1pk", "rank", "expires");
    assertThat(unversioned.inputs()).containsExactly("color", "gsi1pk", "rank", "expires");
  }

  @Test
  void anItemThatHoldsWhatTheMapperWritesNeedsNoRewrite() {
    assertThat(unversioned.rewriteOf(item("sk", "BOX#1", "color", "red", "gsi1pk", "COLOR#red", "note", "x"))).isNull();
    assertThat(unversioned.rewriteOf(item("sk", "BOX#2", "note", "no color, no column"))).isNull();
  }

  @Test
  void aMissingColumnIsSetUnderTheReadImageOfTheInputs() {
    DerivedAttributes.Rewrite rewrite = unversioned.rewriteOf(item("sk", "BOX#1", "color", "red", "rank", 3,
        "note", "not an input"));

    assertThat(rewrite.set()).containsExactly(Map.entry("gsi1pk", AttributeValue.fromS("COLOR#red")));
    assertThat(rewrite.remove()).isEmpty();
    Map<String, AttributeValue> expected = new LinkedHashMap<>();
    expected.put("color", AttributeValue.fromS("red"));
    expected.put("gsi1pk", null);
    expected.put("rank", AttributeValue.fromN("3"));
    expected.put("expires", null);
    assertThat(rewrite.expected()).containsExactlyEntriesOf(expected);
  }

  @Test
  void aSparseColumnWhosePlaceholderIsNullIsRemoved() {
    DerivedAttributes.Rewrite rewrite = unversioned.rewriteOf(item("sk", "BOX#1", "gsi1pk", "COLOR#gone"));

    assertThat(rewrite.set()).isEmpty();
    assertThat(rewrite.remove()).containsExactly("gsi1pk");
  }

  @Test
  void aStaleValueIsReplaced() {
    DerivedAttributes.Rewrite rewrite = unversioned.rewriteOf(item("sk", "BOX#1", "color", "blue", "gsi1pk", "COLOR#red"));

    assertThat(rewrite.set()).containsExactly(Map.entry("gsi1pk", AttributeValue.fromS("COLOR#blue")));
  }

  @Test
  void aVersionedItemIsRewrittenUnderItsVersionAndItsReadImage() {
    // the version alone would pass for an item deleted and written again at the same version (issue 41)
    Map<String, AttributeValue> withVersion = versioned.rewriteOf(item("sk", "BOX#1", "color", "red", "version", 7))
        .expected();
    assertThat(withVersion).containsEntry("version", AttributeValue.fromN("7"))
        .containsEntry("color", AttributeValue.fromS("red")).containsEntry("gsi1pk", null);
    assertThat(withVersion.keySet()).containsAll(versioned.inputs());
    Map<String, AttributeValue> withoutVersion = versioned.rewriteOf(item("sk", "BOX#1", "color", "red")).expected();
    assertThat(withoutVersion).containsKeys("version", "color", "gsi1pk").containsEntry("version", null);
  }

  @Test
  void anItemTheMapperCannotReadFails() {
    assertThatThrownBy(() -> unversioned.rewriteOf(item("sk", "BOX#1", "rank", "not a number")))
        .isInstanceOf(RuntimeException.class);
  }
}
