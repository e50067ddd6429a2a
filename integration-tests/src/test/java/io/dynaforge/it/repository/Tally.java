package io.dynaforge.it.repository;

import io.dynaforge.annotation.AtomicCounter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

/** An entity with a counter: its save is sent as an UpdateItem (rule 10 of wave 4). */
@Table("report_tallies")
public class Tally {
  @PartitionKey public String id;
  public String label;
  @AtomicCounter public long hits;

  public Tally() {}

  public Tally(String id, String label) {
    this.id = id;
    this.label = label;
  }
}
