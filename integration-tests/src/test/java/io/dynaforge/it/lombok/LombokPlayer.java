package io.dynaforge.it.lombok;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;
import lombok.Value;
import org.springframework.data.annotation.Version;

/**
 * An immutable Lombok entity: {@code @Value} makes every field private and final and writes the
 * getters and the all-args constructor, which the generated mapper binds by parameter name; the
 * version is set on a copy.
 */
@Value
@Table("lombok_players")
public class LombokPlayer {
  @PartitionKey String playerId;
  String name;
  int rating;
  Instant joined;
  @Version Long version;
}
