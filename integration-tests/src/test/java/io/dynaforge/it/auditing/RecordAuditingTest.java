package io.dynaforge.it.auditing;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Bug 5 of issue 19: a record with {@code @LastModifiedDate} declared before {@code @CreatedDate} did not
 * compile ("variable copy is already defined" in its mapper). Saved and updated through a repository, the
 * created date is set once and kept, the last-modified date moves with every write.
 */
@ExtendWith(DynamoDbExtension.class)
class RecordAuditingTest {

  static final Instant FIRST = Instant.parse("2026-03-01T08:00:00.123Z");
  static final Instant SECOND = Instant.parse("2026-03-02T09:30:00.456Z");
  static final Instant THIRD = Instant.parse("2026-03-03T10:45:00.789Z");

  static final MutableClock clock = new MutableClock();
  static DynamoDbClient client;
  static MemoRepository memos;
  static StampRepository stamps;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).clock(clock)
        .build();
    template.createTables(Memo.class, Stamp.class);
    memos = new MemoRepository_Impl(template);
    stamps = new StampRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void aVersionedRecordKeepsItsCreatedDateAndMovesItsLastModifiedDate() {
    clock.now = FIRST;
    Memo saved = memos.save(new Memo("m1", "draft", null, null, null));
    assertThat(saved).isEqualTo(new Memo("m1", "draft", FIRST, 1L, FIRST));
    assertThat(memos.findById("m1")).contains(saved);

    clock.now = SECOND;
    Memo resaved = memos.save(new Memo("m1", "final", saved.modifiedAt(), saved.version(), saved.createdAt()));
    assertThat(resaved).isEqualTo(new Memo("m1", "final", SECOND, 2L, FIRST));
    assertThat(memos.findById("m1")).contains(resaved);

    clock.now = THIRD;
    memos.update(new Memo("m1", "edited", null, 2L, null)); // no created date: the stored one stays
    assertThat(memos.findById("m1")).contains(new Memo("m1", "edited", THIRD, 3L, FIRST));
  }

  @Test
  void anUnversionedRecordWithEpochMillisAndLocalDateTimeDoesLikewise() {
    LocalDateTime first = LocalDateTime.ofInstant(FIRST, ZoneOffset.UTC);
    clock.now = FIRST;
    Stamp saved = stamps.save(new Stamp("s1", "draft", 0, null));
    assertThat(saved).isEqualTo(new Stamp("s1", "draft", FIRST.toEpochMilli(), first));
    assertThat(stamps.findById("s1")).contains(saved);

    clock.now = SECOND;
    Stamp resaved = stamps.save(new Stamp("s1", "final", saved.modifiedMillis(), saved.createdAt()));
    assertThat(resaved).isEqualTo(new Stamp("s1", "final", SECOND.toEpochMilli(), first));
    assertThat(stamps.findById("s1")).contains(resaved);

    clock.now = THIRD;
    stamps.update(new Stamp("s1", "edited", 0, null));
    assertThat(stamps.findById("s1")).contains(new Stamp("s1", "edited", THIRD.toEpochMilli(), first));
  }

  /** The template's clock, moved by the test between writes. */
  static final class MutableClock extends Clock {
    volatile Instant now = FIRST;

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
