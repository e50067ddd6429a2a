package io.dynaforge.it.encryption;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/**
 * A versioned kind whose {@code secret} became {@code @Encrypted} after items were stored: the items written
 * before (in plaintext, {@code secret} a string) are what {@link EncryptingBackfillTest} migrates.
 */
@Table("enc_accounts")
public record Account(@PartitionKey String id, @Encrypted String secret, String owner, @Version Long version) {}
