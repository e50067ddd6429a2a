package io.dynaforge.benchmarks.load;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;

/** An item of the load run: a user's event, several per partition. */
@Table("load")
public record LoadItem(@PartitionKey String user, @SortKey String eventId, String kind, long amount, Instant at) {}
