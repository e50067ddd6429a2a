package io.dynaforge.it.kinds;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** A trailing String placeholder: ranges on it compare as DynamoDB does. */
@Table("kinds")
@SortKeyTemplate("TICKET#{code}")
public class Ticket {
  @PartitionKey public String customer;
  public String code;

  public Ticket() {}

  public Ticket(String customer, String code) {
    this.customer = customer;
    this.code = code;
  }
}
