package io.dynaforge.it.faults;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

/** A plain item for the fault tests. */
@Table("tickets")
public record Ticket(@PartitionKey String id, String holder, int seat) {}
