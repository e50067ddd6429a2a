package io.dynaforge.it.encryption;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

/** A plain kind on a table of its own, through the same client. */
@Table("enc_memos")
public record Memo(@PartitionKey String id, String text) {}
