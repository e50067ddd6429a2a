package io.dynaforge.processor.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link EncryptedKindRules#bareWords}: the names an expression writes as they are, the ones the
 * encryption rules compare with a kind's attributes (placeholders and members after a dot are not).
 */
class EncryptedKindRulesWordsTest {

  @Test
  void findsNamesWrittenAsTheyAreButNotPlaceholdersOrMembers() {
    assertThat(EncryptedKindRules.bareWords("SET secret = :secret, #n = :n ADD visits :one REMOVE a.secretMember"))
        .contains("SET", "secret", "ADD", "visits", "REMOVE", "a")
        .doesNotContain("n", "one", "secretMember", ":secret");
    assertThat(EncryptedKindRules.bareWords("attribute_exists(owner) AND begins_with(sk, :p)"))
        .contains("attribute_exists", "owner", "begins_with", "sk").doesNotContain("p");
    assertThat(EncryptedKindRules.bareWords("secretive = :x AND my_secret > :y")).doesNotContain("secret");
    assertThat(EncryptedKindRules.bareWords(null)).isEmpty();
    assertThat(EncryptedKindRules.bareWords("")).isEmpty();
  }
}
