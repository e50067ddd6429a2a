package io.dynaforge.boot.encryptionsample;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.StreamView;
import io.dynaforge.annotation.Table;

/** An encrypted kind: {@code contents} encrypted and signed, {@code owner} signed. */
@Table(value = "lockers", stream = StreamView.NEW_AND_OLD_IMAGES)
public record Locker(@PartitionKey String id, @Encrypted String contents, String owner) {}
