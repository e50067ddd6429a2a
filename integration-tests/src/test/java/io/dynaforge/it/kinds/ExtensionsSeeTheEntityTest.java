package io.dynaforge.it.kinds;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.ReadContext;
import io.dynaforge.it.template.TenantGuard;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * API rules 6 and 7 on projections: the extension's {@code afterRead} sees the entity type and the
 * attributes it asks for, so a tenant guard keeps the tenant's own rows of a projection and a
 * {@code Window}; expired items are left out of projections; {@code parallelScan} yields no nulls.
 */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
class ExtensionsSeeTheEntityTest {

  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  static final AtomicReference<String> tenant = new AtomicReference<>("acme");
  static final List<Class<?>> seen = new CopyOnWriteArrayList<>();
  static DynamoDbClient client;
  static NoteRepository notes;
  static DynamoDbTemplate template;

  /** Records the entity type every read is given as. */
  static final class Probe implements DynamoDbExtension {
    @Override
    public Map<String, AttributeValue> afterRead(ReadContext context) {
      seen.add(context.entityType());
      return context.item();
    }
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC))
        .extensions(new TenantGuard(tenant::get), new Probe()).build();
    template.createTables(Note.class);
    notes = new NoteRepository_Impl(template);
    tenant.set("acme");
    template.save(new Note("b1", "n1", "mine", null));
    template.save(new Note("b1", "n2", "mine too", NOW.plusSeconds(60)));
    template.save(new Note("b1", "n3", "expired", NOW.minusSeconds(60)));
    tenant.set("other");
    template.save(new Note("b1", "n4", "theirs", null));
    tenant.set("acme");
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void aProjectionKeepsTheTenantsOwnUnexpiredRowsAndItsExtensionSeesTheEntity() {
    seen.clear();
    assertThat(notes.findTitlesByBoard("b1")).extracting(NoteRepository.Title::id).containsExactly("n1", "n2");
    assertThat(seen).isNotEmpty().allMatch(type -> type == Note.class);
    assertThat(notes.findTitlesByBoardOrderByIdAsc("b1", Limit.of(10), ScrollPosition.keyset()).getContent())
        .extracting(NoteRepository.Title::title).containsExactly("mine", "mine too");
  }

  @Test
  void parallelScanYieldsNeitherNullsNorSkippedItems() {
    try (var scan = template.parallelScan(Note.class, 3)) {
      assertThat(scan.toList()).extracting(n -> n.id).containsExactlyInAnyOrder("n1", "n2");
    }
    assertThat(Set.copyOf(notes.findAll().stream().map(n -> n.id).toList())).isEqualTo(Set.of("n1", "n2"));
  }
}
