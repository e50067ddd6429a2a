package io.dynaforge.it.streams;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.StreamView;
import io.dynaforge.annotation.Table;

/** A note whose body {@code StreamReadStagesTest}'s extension stores reversed ({@code enc:olleh}) and reads back. */
@Table(value = "streams_notes", stream = StreamView.NEW_AND_OLD_IMAGES)
public record Note(@PartitionKey String id, String body) {}
