package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Bug 8, view keys checked against the table: a key attribute no entity of the table writes. */
class ViewKeyDiagnosticsTest {

  private static final JavaFileObject PLAYER = source("Player", """
      @Table("arena")
      @SortKeyTemplate(value = "VENUE#{venue}", column = "gsi1sk")
      public class Player {
        @PartitionKey public String pk;
        @SortKey public String sk;
        public String league;
        @Column("elo") public Integer rating;
        public String venue;
      }
      """);

  @Test
  void aGlobalIndexKeyedOnAnAttributeNoEntityWritesIsAnError() {
    JavaFileObject view = source("ByLeague", """
        @SecondaryIndex("by_league")
        public record ByLeague(
            @PartitionKey String leage,
            @SortKey(order = 0) Integer elo) {}
        """);
    Compilation c = compile(PLAYER, view);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/UnwrittenKeyAttribute] @SecondaryIndex view ByLeague keys its index"
        + " 'by_league' on the attribute 'leage', but no entity of table 'arena' (Player) writes that attribute, so the"
        + " index holds no item and its queries always return nothing. Did you mean 'league'?")
        .inFile(view).onLineContaining("@PartitionKey String leage");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aSortKeyNoEntityWritesIsAnErrorOnItsAnnotation() {
    JavaFileObject view = source("ByVenue", """
        @SecondaryIndex("by_venue")
        public class ByVenue {
          @PartitionKey public String league;
          @SortKey public String gsi2sk;
        }
        """);
    Compilation c = compile(PLAYER, view);
    assertThat(c).hadErrorContaining("[Dynaforge/UnwrittenKeyAttribute] @SecondaryIndex view ByVenue keys its index"
        + " 'by_venue' on the attribute 'gsi2sk'").inFile(view).onLineContaining("@SortKey public String gsi2sk");
    assertThat(c).hadErrorContaining("Did you mean 'gsi1sk'?");
  }

  @Test
  void anItemCollectionPartitionKeyNoEntityWritesIsAnError() {
    JavaFileObject view = source("Roster", """
        @ItemCollectionView(partitionKey = "pkk", sortKey = "sk")
        public record Roster(@ItemCollectionMember(startsWith = "PLAYER#") List<Player> players) {}
        """);
    Compilation c = compile(PLAYER, view);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/UnwrittenKeyAttribute] @ItemCollectionView Roster queries the"
        + " partition-key attribute 'pkk', but no entity of table 'arena' (Player) writes that attribute, so its queries"
        + " can never find the rows it folds. Did you mean 'pk'?").inFile(view).onLineContaining("@ItemCollectionView(");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void keysTheEntitiesWriteCompile() {
    JavaFileObject byVenue = source("ByVenue", """
        @SecondaryIndex("by_venue")
        public record ByVenue(@PartitionKey String league, @SortKey String gsi1sk, @Column("elo") Integer rating) {}
        """);
    JavaFileObject roster = source("Roster", """
        @ItemCollectionView(indexName = "by_venue", partitionKey = "league", sortKey = "gsi1sk")
        public record Roster(@ItemCollectionMember(startsWith = "VENUE#") List<Player> players) {}
        """);
    assertThat(compile(PLAYER, byVenue, roster)).succeededWithoutWarnings();
  }

  @Test
  void aViewOfATableWithoutVisibleEntitiesIsNotChecked() {
    JavaFileObject view = source("Elsewhere", """
        @SecondaryIndex(value = "by_anything", tableName = "other")
        public record Elsewhere(@PartitionKey String anything) {}
        """);
    assertThat(compile(PLAYER, view)).succeededWithoutWarnings();
  }
}
