package io.dynaforge.it.reactive;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/** A customer's profile: the constant item kind {@code PROFILE} of the shop's table, next to its {@link Purchase}s. */
@Table("reactive_shop")
@SortKeyTemplate("PROFILE")
public class Shopper {
  @PartitionKey public String customer;
  public String name;
  public String status;
  @Version public Long version;

  public Shopper() {}

  public Shopper(String customer, String name) {
    this.customer = customer;
    this.name = name;
  }
}
