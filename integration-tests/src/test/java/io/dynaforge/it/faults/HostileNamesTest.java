package io.dynaforge.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 23, point 6: hostile attribute names in {@code @Column} and in {@code @Query} aliases travel as
 * {@code #name} placeholders on every path, so they are stored and compared as themselves.
 */
@ExtendWith(DynamoDbExtension.class)
class HostileNamesTest {

  @Test
  void everyPathTreatsTheNamesAsNames(LocalDynamoDb db, TestTables tables) {
    DynamoDbTemplate template = DynamoDbTemplate.builder(db.client())
        .mapperRegistry(new MapperRegistry().register(OddNames_Mapper.INSTANCE)).tableNameResolver(tables::name).build();
    template.createTables(OddNames.class);
    OddNamesRepository repository = new OddNamesRepository_Impl(template);
    OddNames first = new OddNames("i1", "s1", "dot", "col", 3, "inj");
    repository.save(first);
    repository.save(new OddNames("i1", "s2", "other", "col", 9, "inj"));
    DynamoDbCompositeId id = DynamoDbCompositeId.of("i1", "s1");
    assertThat(repository.findById(id)).contains(first);
    assertThat(repository.findByIdAndDotted("i1", "dot")).containsExactly(first);
    assertThat(repository.countAbove("i1", 5)).extracting(OddNames::sk).containsExactly("s2");
    OddNames updated = repository.update(id, Update.of(OddNames.class).add(OddNames_Attributes.count, 1)
        .set(OddNames_Attributes.injected, "still a value"), OddNames_Attributes.dotted.eq("dot"));
    assertThat(updated.count()).isEqualTo(4);
    assertThat(updated.injected()).isEqualTo("still a value");
    var stored = db.client().getItem(r -> r.tableName(tables.name("odd_names")).key(java.util.Map.of(
        "#pk", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("i1"),
        "sort key", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("s1")))).item();
    assertThat(stored).containsKeys("#pk", "sort key", "a.b", ":colon", "count", "x) OR (y");
    repository.delete(updated);
    assertThat(repository.findById(id)).isEmpty();
  }
}
