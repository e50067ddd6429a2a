package io.dynaforge.it.auditing;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.annotation.Version;

/** A versioned record whose {@code @LastModifiedDate} comes before its {@code @CreatedDate} (bug 5 of issue 19). */
@Table("memos")
public record Memo(
    @PartitionKey String id,
    String text,
    @LastModifiedDate Instant modifiedAt,
    @Version Long version,
    @CreatedDate Instant createdAt) {}
