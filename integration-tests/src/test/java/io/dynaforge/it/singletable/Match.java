package io.dynaforge.it.singletable;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.time.LocalDate;

/** A composed sort key whose placeholders are not stored. */
@Table("arena")
@SortKeyTemplate("MATCH#{matchDate}#{matchId}")
@SortKeyTemplate(value = "WINNER#{winner}", column = "gsi1sk")
public class Match {
  @PartitionKey public String pk;
  @Derived public LocalDate matchDate;
  @Derived public String matchId;
  public String winner;
}
