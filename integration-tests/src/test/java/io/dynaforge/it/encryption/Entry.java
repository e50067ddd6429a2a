package io.dynaforge.it.encryption;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/** An encrypted, versioned kind. */
@Table("enc_ledger")
public record Entry(@PartitionKey String id, @Encrypted String amount, String currency, @Version Long version) {}
