package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Bug 7 of issue 19 under javac: {@code CollectionSortKeyRequired} of a base-table view was reported
 * once per member; it is one problem of the view, reported once on its annotation. (The same rules
 * under ecj: {@code EclipseCompilerTest}.)
 */
class DiagnosticPositionsTest {

  private static final JavaFileObject ROW = source("Row", """
      @Table("crm")
      public record Row(@PartitionKey String pk, @SortKey String sk) {}
      """);

  private static final JavaFileObject ORDER_DATA = source("OrderData", "public record OrderData(String status) {}\n");

  @Test
  void collectionSortKeyRequiredIsReportedOnceOnTheAnnotation() {
    JavaFileObject view = source("OrderView", """
        @ItemCollectionView(partitionKey = "pk")
        public record OrderView(@ItemCollectionMember(startsWith = "ORDER#") OrderData order,
            @ItemCollectionMember(startsWith = "NOTE#") OrderData note,
            @ItemCollectionMember(startsWith = "LINE#") List<OrderData> lines) {}
        """);
    Compilation c = compile(ROW, ORDER_DATA, view);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[Dynaforge/CollectionSortKeyRequired] @ItemCollectionView OrderView reads the"
        + " base table but declares no sortKey").inFile(view).onLineContaining("@ItemCollectionView(partitionKey");
  }

  @Test
  void collectionWithoutMembersOnARecordWithNoComponentsMarksTheAnnotation() {
    JavaFileObject empty = source("Empty", """
        @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
        public record Empty() {}
        """);
    Compilation c = compile(ROW, empty);
    assertThat(c).hadErrorContaining("[Dynaforge/CollectionWithoutMembers]").inFile(empty)
        .onLineContaining("@ItemCollectionView(partitionKey");
  }
}
