package io.dynaforge.it.auditing;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.util.UUID;
import org.springframework.data.annotation.CreatedBy;
import org.springframework.data.annotation.LastModifiedBy;
import org.springframework.data.annotation.Version;

/** An immutable record audited by a UUID, without auditing dates (rule 9 of wave 4). */
@Table("audited_notes")
public record Note(@PartitionKey String id, String text, @CreatedBy UUID author, @LastModifiedBy UUID editor,
    @Version Long version) {}
