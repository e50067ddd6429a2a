package io.dynaforge.it.streams;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.StreamView;
import io.dynaforge.annotation.Table;

/** An encrypted kind with a stream: its images carry ciphertext, which a template's decoder decrypts. */
@Table(value = "streams_sealed", stream = StreamView.NEW_AND_OLD_IMAGES)
public record SealedNote(@PartitionKey String id, @Encrypted String body, String label) {}
