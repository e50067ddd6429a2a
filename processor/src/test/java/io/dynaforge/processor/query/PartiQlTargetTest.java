package io.dynaforge.processor.query;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What a PartiQL statement is sent to, for its IAM policy (issue 34): the verb's action, the table and index it names. */
class PartiQlTargetTest {

  @Test
  void aSelectReadsTheTableOrTheIndexAfterFrom() {
    assertThat(PartiQlTarget.of("SELECT * FROM \"order-lines\" WHERE pk = ?"))
        .isEqualTo(new PartiQlTarget("PartiQLSelect", "order-lines", null));
    assertThat(PartiQlTarget.of("select pk, \"from\" from games.by_status where status = ?"))
        .isEqualTo(new PartiQlTarget("PartiQLSelect", "games", "by_status"));
    assertThat(PartiQlTarget.of("  SELECT * FROM \"games\".\"by.status\" WHERE note = 'FROM \"other\"'"))
        .isEqualTo(new PartiQlTarget("PartiQLSelect", "games", "by.status"));
  }

  @Test
  void writesNameTheirTableAfterTheirVerb() {
    assertThat(PartiQlTarget.of("INSERT INTO \"notes\" VALUE {'id': ?}"))
        .isEqualTo(new PartiQlTarget("PartiQLInsert", "notes", null));
    assertThat(PartiQlTarget.of("UPDATE \"notes\" SET text = ? WHERE id = ?"))
        .isEqualTo(new PartiQlTarget("PartiQLUpdate", "notes", null));
    assertThat(PartiQlTarget.of("delete from notes where id = ?"))
        .isEqualTo(new PartiQlTarget("PartiQLDelete", "notes", null));
  }

  @Test
  void aStatementItCannotReadHasNoTableOrNoAction() {
    assertThat(PartiQlTarget.of("SELECT 1")).isEqualTo(new PartiQlTarget("PartiQLSelect", null, null));
    assertThat(PartiQlTarget.of("EXISTS(SELECT * FROM t WHERE pk = ?)")).isEqualTo(new PartiQlTarget(null, null, null));
    assertThat(PartiQlTarget.of("")).isEqualTo(new PartiQlTarget(null, null, null));
  }
}
