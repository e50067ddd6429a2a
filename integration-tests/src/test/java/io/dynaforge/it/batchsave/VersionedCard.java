package io.dynaforge.it.batchsave;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/** An entity whose save is conditional on its version: saveAll stays one PutItem each. */
@Table("batch_versioned_cards")
public record VersionedCard(@PartitionKey String id, String text, @Version Long version) {}
