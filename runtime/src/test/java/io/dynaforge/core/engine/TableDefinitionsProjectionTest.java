package io.dynaforge.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.annotation.IndexProjection;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** The projection of each index in the CreateTable request, as its views declare it. */
class TableDefinitionsProjectionTest {

  private static final EntityMetadata TABLE = new EntityMetadata("Order", "shop",
      List.of(new KeyAttribute("pk", ScalarAttributeType.S, null)), List.of(new KeyAttribute("sk", ScalarAttributeType.S, null)),
      null, null, Set.of("pk", "sk", "status", "total", "region", "note"));

  private static EntityMetadata view(String name, String index, IndexProjection projection, String... attributes) {
    return new EntityMetadata(name, "shop", List.of(new KeyAttribute("region", ScalarAttributeType.S, null)), List.of(),
        null, null, Set.of(attributes), new EntityMetadata.Index(index, false, projection));
  }

  private static GlobalSecondaryIndex index(CreateTableRequest request, String name) {
    return request.globalSecondaryIndexes().stream().filter(i -> i.indexName().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void includeIsTheUnionOfTheNonKeyAttributesItsViewsMap() {
    CreateTableRequest request = TableDefinitions.createTableRequest(TABLE, "shop", List.of(
        view("ByRegion", "by_region", IndexProjection.INCLUDE, "region", "pk", "sk", "total"),
        view("ByRegionStatus", "by_region", IndexProjection.INCLUDE, "region", "status", "total")));
    GlobalSecondaryIndex index = index(request, "by_region");
    assertThat(index.projection().projectionType()).isEqualTo(ProjectionType.INCLUDE);
    assertThat(index.projection().nonKeyAttributes()).containsExactly("status", "total");
  }

  @Test
  void keysOnlyAllAndTheDefault() {
    CreateTableRequest request = TableDefinitions.createTableRequest(TABLE, "shop", List.of(
        view("Keys", "keys", IndexProjection.KEYS_ONLY, "region", "pk", "sk"),
        view("Everything", "everything", IndexProjection.ALL, "region", "note"),
        new EntityMetadata("Old", "shop", List.of(new KeyAttribute("status", ScalarAttributeType.S, null)), List.of(),
            null, null, Set.of("status"), new EntityMetadata.Index("old", false))));
    assertThat(index(request, "keys").projection().projectionType()).isEqualTo(ProjectionType.KEYS_ONLY);
    assertThat(index(request, "keys").projection().nonKeyAttributes()).isEmpty();
    assertThat(index(request, "everything").projection().projectionType()).isEqualTo(ProjectionType.ALL);
    assertThat(index(request, "old").projection().projectionType()).isEqualTo(ProjectionType.ALL);
  }

  @Test
  void aSecondDeclarationOfAnIndexAddsNoAttributeDefinition() {
    // two logical tables resolved to one physical name, each with its own "by_region": the first stands, and
    // the second's key attribute is not defined (DynamoDB refuses an attribute definition no key uses)
    CreateTableRequest request = TableDefinitions.createTableRequest(TABLE, "shop", List.of(
        view("ByRegion", "by_region", IndexProjection.ALL, "region"),
        new EntityMetadata("Other", "shop", List.of(new KeyAttribute("division", ScalarAttributeType.S, null)),
            List.of(), null, null, Set.of("division"), new EntityMetadata.Index("by_region", false))));
    assertThat(index(request, "by_region").keySchema()).singleElement()
        .satisfies(k -> assertThat(k.attributeName()).isEqualTo("region"));
    assertThat(request.attributeDefinitions()).extracting(a -> a.attributeName())
        .containsExactly("pk", "sk", "region");
  }

  @Test
  void includeWithoutNonKeyAttributesIsKeysOnly() {
    CreateTableRequest request = TableDefinitions.createTableRequest(TABLE, "shop", List.of(
        view("Keys", "keys", IndexProjection.INCLUDE, "region", "pk")));
    assertThat(index(request, "keys").projection().projectionType()).isEqualTo(ProjectionType.KEYS_ONLY);
  }
}
