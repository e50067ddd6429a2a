package io.dynaforge.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DataRetrievalFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.cryptography.fake.FakeEncryptionException;

/**
 * What the AWS Database Encryption SDK throws from a client call (observed: an {@code SdkClientException}
 * caused by its own exception; raw ones are wrapped by the executor) becomes a {@code DataAccessException}.
 */
class EncryptionFailureTranslationTest {

  private static DataAccessException translate(String operation, RuntimeException e) {
    return DynamoDbExceptionTranslator.defaults().translate(
        SdkClientException.builder().message("Unable to unmarshall response").cause(e).build(),
        new DynamoDbOperationContext(operation, "Secret", "dev-vault", "{id=\"s1\"}"));
  }

  @Test
  void aFailedReadIsADataRetrievalFailureNamingTableAndKey() {
    DataAccessException e = translate("GetItem", new FakeEncryptionException("Signature of record does not match"));

    assertThat(e).isExactlyInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("GetItem of Secret in table 'dev-vault' (key {id=\"s1\"}) failed")
        .hasMessageContaining("FakeEncryptionException: Signature of record does not match");
    assertThat(translate("Query", new FakeEncryptionException("x"))).isInstanceOf(DataRetrievalFailureException.class);
    assertThat(translate("BatchGetItem", new IllegalStateException("wrapped", new FakeEncryptionException("x"))))
        .isInstanceOf(DataRetrievalFailureException.class);
  }

  @Test
  void aRefusedWriteIsInvalidUsageNamingTheTable() {
    assertThat(translate("UpdateItem", new FakeEncryptionException("Update Expressions forbidden on signed attributes")))
        .isExactlyInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("UpdateItem of Secret in table 'dev-vault'")
        .hasMessageContaining("refused by the AWS Database Encryption SDK");
  }

  @Test
  void otherClientFailuresAreUnchanged() {
    assertThat(translate("GetItem", new IllegalStateException("connection reset")))
        .isExactlyInstanceOf(DataAccessResourceFailureException.class);
  }

  @Test
  void aCiphersOwnExceptionIsAnEncryptionFailure() {
    assertThat(translate("Scan", new ItemCipherException("no key for vault")))
        .isExactlyInstanceOf(DataRetrievalFailureException.class).hasMessageContaining("no key for vault");
    assertThat(ItemCipherException.find(new IllegalStateException("x", new ItemCipherException("y"))))
        .hasMessage("y");
    assertThat(ItemCipherException.find(new IllegalStateException("not ours"))).isNull();
  }
}
