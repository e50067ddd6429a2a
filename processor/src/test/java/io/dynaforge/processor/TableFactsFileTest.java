package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.processor.validation.SecondaryIndexValidator.KeyAttribute;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The record an incremental build reads the tables of what it does not recompile from. */
class TableFactsFileTest {

  private static final TableFacts ENTITY = new TableFacts("shop.Order$Line_Mapper", "shop.Order.Line", "Line",
      "orders", null, false, null, List.of(new KeyAttribute("pk", "S")), List.of(new KeyAttribute("sk", "N")),
      "expiresAt", List.of("pk", "sk", "expiresAt"));
  // attribute names may hold every character DynamoDB allows: the separators are escaped
  private static final TableFacts VIEW = new TableFacts("shop.ByOdd_Mapper", "shop.ByOdd", "ByOdd", "or\tders",
      "by:odd,index", true, "INCLUDE", List.of(new KeyAttribute("a,b:c%d", "S")), List.of(), null,
      List.of("a,b:c%d", "line\nbreak", "#hash", "100%"));

  @Test
  void factsSurviveTheRoundTripWithEveryEscapedCharacter() {
    String text = TableFactsFile.write(List.of(VIEW, ENTITY));
    assertThat(text.lines().count()).as(text).isEqualTo(3);
    assertThat(text.lines().toList().get(0)).isEqualTo(TableFactsFile.HEADER);
    assertThat(text.lines().toList().get(1)).as("sorted by qualified name").startsWith("view\tshop.ByOdd_Mapper");
    Map<String, TableFacts> read = TableFactsFile.read(text.lines().toList());
    assertThat(read).containsOnlyKeys("shop.Order$Line_Mapper", "shop.ByOdd_Mapper");
    assertThat(read.get("shop.Order$Line_Mapper")).isEqualTo(ENTITY);
    assertThat(read.get("shop.ByOdd_Mapper")).isEqualTo(VIEW);
    assertThat(TableFactsFile.write(read.values())).as("the same bytes again").isEqualTo(text);
  }

  @Test
  void aFileInAnotherFormatOrAMalformedLineIsNotRead() {
    List<String> lines = TableFactsFile.write(List.of(ENTITY)).lines().toList();
    assertThat(TableFactsFile.read(List.of())).isEmpty();
    assertThat(TableFactsFile.read(List.of("# dynaforge table facts 2", lines.get(1)))).isEmpty();
    assertThat(TableFactsFile.read(List.of(lines.get(0), "entity\tonly\tthree"))).isEmpty();
    assertThat(TableFactsFile.read(List.of(lines.get(0), lines.get(1).replaceFirst("^entity", "view")))).as("a view without an index").isEmpty();
    assertThat(TableFactsFile.read(lines)).containsOnlyKeys("shop.Order$Line_Mapper");
  }

  @Test
  void aStreamIsAThirteenthFieldOnlyWhereAnEntityDeclaresOne() {
    TableFacts streaming = new TableFacts("shop.Order_Mapper", "shop.Order", "Order", "orders", null, false, null,
        List.of(new KeyAttribute("pk", "S")), List.of(), null, List.of("pk"), "NEW_AND_OLD_IMAGES");
    String text = TableFactsFile.write(List.of(streaming, ENTITY));
    List<String> lines = text.lines().toList();
    assertThat(lines.get(2)).as("no stream: the twelve fields of earlier processors").doesNotContain("NONE")
        .satisfies(l -> assertThat(l.split("\t", -1)).hasSize(12));
    assertThat(lines.get(1)).as("sorted by qualified name").endsWith("\tpk\tNEW_AND_OLD_IMAGES");
    Map<String, TableFacts> read = TableFactsFile.read(lines);
    assertThat(read.get("shop.Order_Mapper").stream()).isEqualTo("NEW_AND_OLD_IMAGES");
    assertThat(read.get("shop.Order$Line_Mapper").stream()).isEqualTo("NONE");
  }

  @Test
  void anEntitysTableIndexesFollowItsLineAndComeBackWithIt() {
    TableFacts gsi = new TableFacts("shop.Order_Mapper", "shop.Order", "Order", "orders", "GSI1", false, "INCLUDE",
        List.of(new KeyAttribute("GSI1-PK", "S")), List.of(new KeyAttribute("at", "N")), null, List.of("status"),
        "NONE");
    TableFacts lsi = new TableFacts("shop.Order_Mapper", "shop.Order", "Order", "orders", "LSI1", true, "ALL",
        List.of(new KeyAttribute("pk", "S")), List.of(new KeyAttribute("status", "S")), null, List.of(), "NONE");
    TableFacts order = new TableFacts("shop.Order_Mapper", "shop.Order", "Order", "orders", null, false, null,
        List.of(new KeyAttribute("pk", "S")), List.of(), null, List.of("pk", "GSI1-PK", "status"), "NONE",
        List.of(gsi, lsi));
    String text = TableFactsFile.write(List.of(order, ENTITY));
    List<String> lines = text.lines().toList();
    assertThat(lines).hasSize(5);
    assertThat(lines.get(2)).startsWith("index\tshop.Order_Mapper\tshop.Order\tOrder\torders\tGSI1-PK:S\tat:N\tGSI1\tglobal"
        + "\tINCLUDE\t\tstatus");
    assertThat(lines.get(3)).startsWith("index\tshop.Order_Mapper").contains("\tLSI1\tlocal\tALL\t");
    Map<String, TableFacts> read = TableFactsFile.read(lines);
    assertThat(read.get("shop.Order_Mapper")).isEqualTo(order);
    assertThat(read.get("shop.Order$Line_Mapper")).isEqualTo(ENTITY);
    assertThat(TableFactsFile.write(read.values())).isEqualTo(text);
    // the index of an entity no line declares is not read
    assertThat(TableFactsFile.read(List.of(lines.get(0), lines.get(2)))).isEmpty();
  }

  @Test
  void aMalformedEscapeIsKeptAsItIs() {
    assertThat(TableFactsFile.unescape("50%")).isEqualTo("50%");
    assertThat(TableFactsFile.unescape("%zz%2C")).isEqualTo("%zz,");
    assertThat(TableFactsFile.escape("%zz,")).isEqualTo("%25zz%2C");
  }
}
