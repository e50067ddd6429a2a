package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * An {@code @ItemCollectionView}: the rows of one partition folded into one typed object.
 *
 * @param element the view type
 * @param className its name
 * @param mapperName the generated fold, {@code <View>_Mapper}
 * @param annotation the {@code @ItemCollectionView}, for diagnostics
 * @param tableName the logical table: as written, or resolved to the compilation's one table; null
 *     while unresolved
 * @param indexName the index read, or null for the base table
 * @param partitionKey the partition-key attribute queried
 * @param sortKey the sort-key attribute that routes rows, or null
 * @param view the view type read as a model (its properties and how to construct it)
 * @param members the routed members, in declaration order
 * @param keyCodecs how the fixed finders convert a value of the partition-key and sort-key attribute:
 *     as the table's entity that writes it stores it ({@link #withKeyCodecs}); an attribute with no
 *     codec takes the runtime's rule by Java type
 */
public record CollectionViewModel(
    TypeElement element,
    ClassName className,
    ClassName mapperName,
    AnnotationMirror annotation,
    String tableName,
    String indexName,
    String partitionKey,
    String sortKey,
    EntityModel view,
    List<Member> members,
    List<KeyCodec> keyCodecs) {

  public CollectionViewModel {
    members = List.copyOf(members);
    keyCodecs = List.copyOf(keyCodecs);
  }

  /**
   * A key attribute of the view converted by an entity's generated key codec.
   *
   * @param attribute the partition-key or sort-key attribute
   * @param entity the {@code @Table} entity that writes it
   * @param mapper that entity's generated mapper, whose {@code keyValue} converts it
   * @param javaType the (boxed) Java type that {@code keyValue} takes for it: the property's type
   *     ({@code Number} for a plain number, {@code String} for a template column)
   */
  public record KeyCodec(String attribute, ClassName entity, ClassName mapper, TypeName javaType) {}

  /** The Java type each key attribute with a codec takes, by attribute. */
  public Map<String, TypeName> keyCodecTypes() {
    Map<String, TypeName> types = new LinkedHashMap<>();
    keyCodecs.forEach(c -> types.put(c.attribute(), c.javaType()));
    return types;
  }

  /**
   * One {@code @ItemCollectionMember}.
   *
   * @param property the view's property it fills
   * @param annotation the {@code @ItemCollectionMember}, or null when the property has none
   * @param sortKey the attribute that routes it: its own {@code sortKey}, else the view's; may be null
   * @param list whether it collects every matching row ({@code List<Row>}) rather than one
   * @param row the row type's mapping ({@link TypeMapping.Nested}), or null when it cannot be mapped
   */
  public record Member(PropertyModel property, AnnotationMirror annotation, String startsWith, String endsWith,
      String regex, String sortKey, boolean list, TypeMapping.Nested row) {

    public boolean isRouted() {
      return !startsWith.isEmpty() || !endsWith.isEmpty() || !regex.isEmpty();
    }
  }

  public String simpleName() {
    return element.getSimpleName().toString();
  }

  public CollectionViewModel withTableName(String resolved) {
    return new CollectionViewModel(element, className, mapperName, annotation, resolved, indexName, partitionKey,
        sortKey, view, members, keyCodecs);
  }

  /**
   * The view with a key codec for its partition-key and sort-key attribute, each that of the first
   * entity (by qualified name, so that the choice does not depend on the order they were read in) of
   * the view's table whose generated {@code keyValue} converts the attribute. When several entities
   * write it, possibly with different conversions, the first wins; an attribute no entity given
   * writes as S, N or B gets none.
   *
   * @param entities the {@code @Table} entities the compilation sees, of any table
   */
  public CollectionViewModel withKeyCodecs(Collection<EntityModel> entities) {
    List<EntityModel> candidates = entities.stream()
        .filter(e -> e.isTable() && e.tableName() != null && e.tableName().equals(tableName))
        .sorted(Comparator.comparing(e -> e.element().getQualifiedName().toString()))
        .toList();
    Set<String> attributes = new LinkedHashSet<>();
    attributes.add(partitionKey);
    if (sortKey != null) {
      attributes.add(sortKey);
    }
    List<KeyCodec> codecs = new ArrayList<>();
    for (String attribute : attributes) {
      candidates.stream().filter(e -> e.keyValueAttributes().containsKey(attribute)).findFirst()
          .ifPresent(e -> codecs.add(new KeyCodec(attribute, e.className(), e.mapperName(),
              e.keyValueAttributes().get(attribute))));
    }
    return new CollectionViewModel(element, className, mapperName, annotation, tableName, indexName, partitionKey,
        sortKey, view, members, codecs);
  }
}
