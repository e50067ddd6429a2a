package io.dynaforge.processor.model;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/** Reads an {@code @ItemCollectionView} type and its members. */
public final class CollectionViewReader {

  private final EntityReader entities;

  public CollectionViewReader(EntityReader entities) {
    this.entities = entities;
  }

  public CollectionViewModel read(TypeElement type) {
    AnnotationMirror annotation = Annotations.find(type, Names.ITEM_COLLECTION_VIEW).orElseThrow();
    EntityModel view = entities.read(type, null);
    String sortKey = emptyToNull(Annotations.string(annotation, "sortKey"));
    List<CollectionViewModel.Member> members = new ArrayList<>();
    for (PropertyModel p : view.properties()) {
      AnnotationMirror member = Annotations.find(p.element(), Names.ITEM_COLLECTION_MEMBER).orElse(null);
      TypeMapping.Nested row = null;
      boolean list = false;
      if (p.mapping() instanceof TypeMapping.Nested n) {
        row = n;
      } else if (p.mapping() instanceof TypeMapping.ListOf l && l.container() == TypeMapping.ContainerKind.LIST
          && l.element() instanceof TypeMapping.Nested n) {
        row = n;
        list = true;
      }
      String own = member == null ? "" : Annotations.string(member, "sortKey");
      members.add(new CollectionViewModel.Member(p, member,
          member == null ? "" : Annotations.string(member, "startsWith"),
          member == null ? "" : Annotations.string(member, "endsWith"),
          member == null ? "" : Annotations.string(member, "regex"),
          own.isEmpty() ? sortKey : own, list, row));
    }
    String table = emptyToNull(Annotations.string(annotation, "tableName"));
    return new CollectionViewModel(type, view.className(), view.mapperName(), annotation, table,
        emptyToNull(Annotations.string(annotation, "indexName")), Annotations.string(annotation, "partitionKey"),
        sortKey, view, members, List.of());
  }

  private static String emptyToNull(String s) {
    return s == null || s.isEmpty() ? null : s;
  }
}
