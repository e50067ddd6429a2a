package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
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
    List<Member> members) {

  public CollectionViewModel {
    members = List.copyOf(members);
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
        sortKey, view, members);
  }
}
