package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The two extensions of docs/updates.md (TenantGuard, RegistrationDate, copied from it) do what it says. */
@ExtendWith(DynamoDbExtension.class)
class ExtensionExamplesTest {

  static final AtomicReference<String> tenant = new AtomicReference<>("acme");
  static final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-01-01T00:00:00Z"));
  static TemplateFixture fx;
  static DynamoDbTemplate template;

  /** A clock the test moves. */
  static final class MovingClock extends Clock {
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
      return now.get();
    }
  }

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = TemplateFixture.create(db, tables,
        b -> b.extensions(new TenantGuard(tenant::get), new RegistrationDate(Player.class, new MovingClock())));
    template = fx.template;
    template.createTables(Player.class);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  private static Map<String, AttributeValue> stored(String id) {
    return fx.raw.getItem(r -> r.tableName(fx.tables.name("players")).key(Map.of("id", AttributeValue.fromS(id))))
        .item();
  }

  @Test
  void theTenantGuardStampsWritesAndKeepsOtherTenantsItemsOutOfReachAndOutOfSight() {
    tenant.set("acme");
    Player mine = template.save(new Player("tg1", "mine", 1));
    template.update(Player.class, "tg2", null, "SET #n = :n", Map.of("#n", "name"), Map.of(":n", "created"));
    assertThat(stored("tg1")).containsEntry("tenant", AttributeValue.fromS("acme"));
    assertThat(stored("tg2")).containsEntry("tenant", AttributeValue.fromS("acme"));
    Map<String, AttributeValue> before = stored("tg1");

    tenant.set("globex");
    assertThat(template.findById(Player.class, "tg1")).isEmpty();
    assertThat(template.findAllById(Player.class, List.of("tg1", "tg2"))).isEmpty();
    assertThatThrownBy(() -> template.save(new Player("tg1", "theirs", 2)))
        .isInstanceOf(DataIntegrityViolationException.class);
    assertThatThrownBy(() -> template.update(mine)).isInstanceOf(DataIntegrityViolationException.class);
    assertThatThrownBy(() -> template.deleteById(Player.class, "tg1")).isInstanceOf(DataIntegrityViolationException.class);
    assertThatThrownBy(() -> template.saveAll(List.of(new Player("tg1", "theirs", 2))))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("cannot be tenant-guarded");
    assertThat(stored("tg1")).isEqualTo(before);

    tenant.set("acme");
    assertThat(template.findById(Player.class, "tg1")).get().extracting(Player::getName).isEqualTo("mine");
    template.delete(mine);
    assertThat(stored("tg1")).isEmpty();
  }

  @Test
  void theRegistrationDateIsSetOnceOnUpdatesAndStampedOnAPutThatHasNone() {
    tenant.set("acme");
    now.set(Instant.parse("2026-01-01T00:00:00Z"));
    Player p = new Player("rd1", "p", 1);
    template.update(p);
    now.set(Instant.parse("2026-02-02T00:00:00Z"));
    template.update(p);
    template.update(Player.class, "rd1", null, "SET #s = :s", Map.of("#s", "score"), Map.of(":s", 3));
    assertThat(stored("rd1")).containsEntry("registrationDate", AttributeValue.fromS("2026-01-01T00:00:00Z"));

    template.save(new Player("rd2", "q", 1));
    assertThat(stored("rd2")).containsEntry("registrationDate", AttributeValue.fromS("2026-02-02T00:00:00Z"));
  }
}
