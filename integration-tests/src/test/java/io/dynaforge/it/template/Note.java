package io.dynaforge.it.template;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.annotation.Version;

/** An immutable (record) @Version entity with a composite key. */
@Table("notes")
public record Note(@PartitionKey String owner, @SortKey String noteId, String text, @Version long version,
    @LastModifiedDate Instant modifiedAt) {

  public static Note of(String owner, String noteId, String text) {
    return new Note(owner, noteId, text, 0, null);
  }

  public Note withText(String text) {
    return new Note(owner, noteId, text, version, modifiedAt);
  }
}
