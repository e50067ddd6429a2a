package io.dynaforge.it.encryption;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.Unsigned;

/** An encrypted kind: {@code body} encrypted and signed, {@code note} neither, the rest signed. */
@Table("enc_vault")
public record Secret(@PartitionKey String owner, @SortKey String id, @Encrypted String body, String label,
    @Unsigned String note) {}
