package io.dynaforge.encryption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.PlaintextOverride;

/** The SDK's item encryptor, one per physical table, configured from the generated actions. */
class ItemEncryptionTest {

  private final ItemEncryption items =
      DynaforgeEncryption.items(DynaforgeEncryptionTest.KEYRING, logical -> "dev-" + logical, Vault.Secret.class);

  private static Map<String, AttributeValue> secret(String body) {
    return Map.of("id", AttributeValue.fromS("s1"), "version", AttributeValue.fromS("v1"),
        "body", AttributeValue.fromS(body), "label", AttributeValue.fromS("l"), "note", AttributeValue.fromS("n"));
  }

  @Test
  void coversThePhysicalTablesOfItsEntities() {
    assertThat(items.tables()).containsExactly("dev-vault");
    assertThat(items.covers("dev-vault")).isTrue();
    assertThat(items.covers("vault")).isFalse();
    assertThat(items.covers("dev-plain")).isFalse();
    assertThat(items.covers(null)).isFalse();
    // what an UpdateItem may change: only the @Unsigned note
    assertThat(items.signs("dev-vault", "note")).isFalse();
    assertThat(items.signs("dev-vault", "label")).isTrue();
    assertThat(items.signs("dev-vault", "body")).isTrue();
  }

  @Test
  void encryptsTheEncryptedAttributeSignsTheRestAndDecryptsItBack() {
    Map<String, AttributeValue> stored = items.encrypt("dev-vault", secret("the launch codes"));

    assertThat(stored.get("body").b()).isNotNull();
    assertThat(stored).containsKeys("aws_dbe_head", "aws_dbe_foot")
        .containsEntry("label", AttributeValue.fromS("l")).containsEntry("id", AttributeValue.fromS("s1"));
    assertThat(items.decrypt("dev-vault", stored)).isEqualTo(secret("the launch codes"));
  }

  @Test
  void withThePlaintextOverrideAPlaintextItemIsReadAsItIsAndEveryItemWrittenIsEncrypted() {
    ItemEncryption migrating = DynaforgeEncryption.items(DynaforgeEncryptionTest.KEYRING,
        PlaintextOverride.FORBID_PLAINTEXT_WRITE_ALLOW_PLAINTEXT_READ, logical -> "dev-" + logical, List.of(),
        Vault.Secret.class);

    assertThat(migrating.decrypt("dev-vault", secret("in the clear"))).isEqualTo(secret("in the clear"));
    Map<String, AttributeValue> stored = migrating.encrypt("dev-vault", secret("now encrypted"));
    assertThat(stored).containsKey(migrating.headerAttribute()).containsKey("aws_dbe_foot");
    assertThat(stored.get("body").b()).isNotNull();
    assertThat(items.decrypt("dev-vault", stored)).isEqualTo(secret("now encrypted"));
    // the default refuses a plaintext item
    assertThatThrownBy(() -> items.decrypt("dev-vault", secret("in the clear")))
        .satisfies(e -> assertThat(e.getClass().getName()).startsWith("software.amazon.cryptography."));
    assertThat(items.headerAttribute()).isEqualTo("aws_dbe_head");
  }

  @Test
  void aTamperedSignedAttributeOrAnotherTableFailsAnUnsignedOneMayChange() {
    Map<String, AttributeValue> stored = items.encrypt("dev-vault", secret("b"));
    Map<String, AttributeValue> forged = new HashMap<>(stored);
    forged.put("label", AttributeValue.fromS("forged"));
    assertThatThrownBy(() -> items.decrypt("dev-vault", forged))
        .satisfies(e -> assertThat(e.getClass().getName()).startsWith("software.amazon.cryptography."));

    Map<String, AttributeValue> noted = new HashMap<>(stored);
    noted.put("note", AttributeValue.fromS("changed"));
    assertThat(items.decrypt("dev-vault", noted).get("note").s()).isEqualTo("changed");

    assertThatThrownBy(() -> items.decrypt("dev-plain", stored))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("dev-plain");
    assertThatThrownBy(() -> DynaforgeEncryption.items(DynaforgeEncryptionTest.KEYRING, Vault.Plain.class))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not encrypted");
  }
}
