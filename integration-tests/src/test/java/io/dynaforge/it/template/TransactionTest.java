package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.CancellationReason;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.core.TransactionCanceledDataAccessException;
import io.dynaforge.core.TransactionVersionConflictException;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** transactWrite / transactGet (dynalite has no transactions). */
@DisabledOnDynalite
@ExtendWith(DynamoDbExtension.class)
class TransactionTest {

  static TemplateFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = TemplateFixture.create(db, tables);
    template = fx.template;
    template.createTables(Player.class, Account.class, Note.class);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @BeforeEach
  void clear() {
    fx.clear();
  }

  @Test
  void putUpdateDeleteAndConditionCheckCommitTogetherWithVersions() {
    Account from = template.save(new Account("t-from", "ann", 100));
    Account to = template.save(new Account("t-to", "bob", 0));
    Player gone = template.save(new Player("t-gone", "G", 1));
    template.save(new Player("t-keep", "K", 1));
    Note note = template.save(Note.of("ann", "t1", "before"));
    fx.clear();

    from.setBalance(60);
    to.setBalance(40);
    List<Object> result = template.transactWrite(TransactWrite.builder()
        .put(from)
        .update(to)
        .delete(gone)
        .put(note.withText("after"))
        .conditionCheck(Player.class, "t-keep", null, DynamoDbExpression.of("attribute_exists(id)"))
        .insert(new Player("t-new", "N", 1))
        .build());

    assertThat(fx.log.count(TransactWriteItemsRequest.class)).isEqualTo(1);
    assertThat(result).hasSize(6);
    assertThat(from.getVersion()).isEqualTo(2L);
    assertThat(to.getVersion()).isEqualTo(2L);
    assertThat(((Note) result.get(3)).version()).isEqualTo(2L);
    assertThat(template.findById(Account.class, "t-from")).get().extracting(Account::getBalance, Account::getVersion)
        .containsExactly(60L, 2L);
    assertThat(template.findById(Note.class, "ann", "t1")).get().extracting(Note::text).isEqualTo("after");
    assertThat(template.existsById(Player.class, "t-gone")).isFalse();
    assertThat(template.existsById(Player.class, "t-new")).isTrue();
  }

  @Test
  void aStaleVersionCancelsWithAnOptimisticLockingFailureAndRestoresVersions() {
    Account a = template.save(new Account("tv-a", "a", 1));
    Account b = template.save(new Account("tv-b", "b", 1));
    Account staleB = template.findById(Account.class, "tv-b").orElseThrow();
    template.save(b);

    assertThatThrownBy(() -> template.transactWrite(TransactWrite.builder().put(a).put(staleB).build()))
        .isInstanceOf(TransactionVersionConflictException.class)
        .isInstanceOf(OptimisticLockingFailureException.class)
        .satisfies(e -> {
          List<CancellationReason> reasons = ((TransactionVersionConflictException) e).getCancellationReasons();
          assertThat(reasons).hasSize(2);
          assertThat(reasons.get(0).failed()).isFalse();
          assertThat(reasons.get(1).code()).isEqualTo("ConditionalCheckFailed");
          assertThat(reasons.get(1).versionConflict()).isTrue();
          assertThat(reasons.get(1).key()).contains("tv-b");
        });
    assertThat(a.getVersion()).isEqualTo(1L);
    assertThat(staleB.getVersion()).isEqualTo(1L);
    assertThat(template.findById(Account.class, "tv-a")).get().extracting(Account::getVersion).isEqualTo(1L);
  }

  @Test
  void aTransactionThatCannotBeSentLeavesVersionsAlone() {
    Account account = template.save(new Account("tn-a", "a", 1));
    fx.clear();
    assertThatThrownBy(() -> template.transactWrite(TransactWrite.builder().put(account)
        .put(new Player(null, "keyless", 1)).build()))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class);
    assertThat(account.getVersion()).isEqualTo(1L);
    assertThat(fx.log.requests()).isEmpty();
  }

  @Test
  void aFailedUserConditionCancelsWithTheReasons() {
    template.save(new Player("tc-1", "C", 1));
    assertThatThrownBy(() -> template.transactWrite(TransactWrite.builder()
        .insert(new Player("tc-2", "D", 1))
        .conditionCheck(Player.class, "tc-1", null,
            DynamoDbExpression.builder("#s > :s").name("#s", "score").value(":s", 5).build())
        .build()))
        .isInstanceOf(TransactionCanceledDataAccessException.class)
        .isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class)
        .satisfies(e -> assertThat(((TransactionCanceledDataAccessException) e).getFailedReasons())
            .singleElement().satisfies(r -> {
              assertThat(r.index()).isEqualTo(1);
              assertThat(r.action()).isEqualTo("ConditionCheck");
              assertThat(r.code()).isEqualTo("ConditionalCheckFailed");
              assertThat(r.versionConflict()).isFalse();
            }))
        .hasMessageContaining("ConditionCheck Player");
    assertThat(template.existsById(Player.class, "tc-2")).isFalse();
  }

  @Test
  void transactGetReturnsOneEntryPerGetWithNullForMissing() {
    template.save(new Player("tg-1", "G", 1));
    template.save(Note.of("tg", "n", "text"));
    List<Object> got = template.transactGet(TransactGet.builder()
        .get(Player.class, "tg-1").get(Note.class, "tg", "n").get(Player.class, "tg-missing").build());
    assertThat(got).hasSize(3);
    assertThat(((Player) got.get(0)).getName()).isEqualTo("G");
    assertThat(((Note) got.get(1)).text()).isEqualTo("text");
    assertThat(got.get(2)).isNull();
  }
}
