package io.dynaforge.it.batchsave;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;
import org.springframework.data.annotation.LastModifiedDate;

/** An entity a BatchWriteItem stores as save would: no @Version, no @AtomicCounter; audited. */
@Table("batch_cards")
public record Card(@PartitionKey String id, String text, @LastModifiedDate Instant modified) {

  public Card(String id, String text) {
    this(id, text, null);
  }
}
