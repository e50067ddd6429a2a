package io.dynaforge.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.ItemCipherException;
import org.junit.jupiter.api.Test;
import software.amazon.cryptography.fake.FakeEncryptionException;

/** The executor puts the encryption's failures on the operation's failure path as SDK exceptions the translator recognises. */
class EncryptionFailuresTest {

  @Test
  void aRawEncryptionExceptionIsWrappedForTheFailurePath() {
    assertThat(EncryptionFailures.asSdkException(new FakeEncryptionException("raw"))).isNotNull()
        .hasMessage("FakeEncryptionException: raw");
    assertThat(EncryptionFailures.asSdkException(new IllegalArgumentException("not ours"))).isNull();
  }

  @Test
  void everyExceptionOfACipherIsAnEncryptionFailure() {
    assertThat(ItemCipherException.find(EncryptionFailures.ofCipher(new IllegalStateException("not sealed"))))
        .isInstanceOf(ItemCipherException.class).hasMessage("IllegalStateException: not sealed");
    assertThat(ItemCipherException.find(EncryptionFailures.ofCipher(new FakeEncryptionException("sdk"))))
        .isInstanceOf(FakeEncryptionException.class);
  }
}
