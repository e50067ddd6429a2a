package io.dynaforge.it.auditing;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.time.LocalDateTime;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.LastModifiedDate;

/** An unversioned record with the dates in that order too, as epoch millis and as a UTC LocalDateTime. */
@Table("stamps")
public record Stamp(
    @PartitionKey String id,
    String text,
    @LastModifiedDate long modifiedMillis,
    @CreatedDate LocalDateTime createdAt) {}
