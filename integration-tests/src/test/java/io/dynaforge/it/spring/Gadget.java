package io.dynaforge.it.spring;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

/** A mutable entity, so that callbacks can stamp it. */
@Table("gadgets")
public class Gadget {
  @PartitionKey public String id;
  public String name;
  public String stamp;

  public Gadget() {}

  public Gadget(String id, String name) {
    this.id = id;
    this.name = name;
  }
}
