package io.dynaforge.it.kinds;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;

/** A numeric sort key: its stored text may differ from the requested one ({@code 1.50} and {@code 1.5}). */
@Table("kind_readings")
public class Reading {
  @PartitionKey public String sensor;
  @SortKey public BigDecimal at;
  public String note;

  public Reading() {}

  public Reading(String sensor, BigDecimal at, String note) {
    this.sensor = sensor;
    this.at = at;
    this.note = note;
  }
}
