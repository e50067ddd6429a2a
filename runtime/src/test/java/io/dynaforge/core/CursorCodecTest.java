package io.dynaforge.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.InvalidCursorException.Reason;
import io.dynaforge.repository.DynamoDbWindow;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

class CursorCodecTest {

  static final byte[] KEY_A = key(1);
  static final byte[] KEY_B = key(2);
  static final Instant NOW = Instant.parse("2026-12-07T12:00:00Z");
  static final CursorBinding BINDING = new CursorBinding("OrderRepository.findByCustomer", "args", "schema");

  static byte[] key(int seed) {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) seed);
    return key;
  }

  static CursorCodec codec(Clock clock, Object... idsAndKeys) {
    CursorCodec.Builder builder = CursorCodec.builder().clock(clock);
    for (int i = 0; i < idsAndKeys.length; i += 2) {
      builder.key((String) idsAndKeys[i], (byte[]) idsAndKeys[i + 1]);
    }
    return builder.build();
  }

  static Clock at(Instant instant) {
    return Clock.fixed(instant, ZoneOffset.UTC);
  }

  static Window<String> window(Map<String, Object> lastKey, boolean forward) {
    return DynamoDbWindow.of(List.of("a", "b"), Cursor.ofKeyset(lastKey), BINDING, forward);
  }

  static Map<String, Object> key() {
    Map<String, Object> key = new LinkedHashMap<>();
    key.put("pk", "customer#secret-name");
    key.put("sk", new BigDecimal("12.50"));
    key.put("bin", new byte[] {0, 1, 2, (byte) 0xff});
    return key;
  }

  @Test
  void aTokenDecodesToTheSamePositionWithItsBinding() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    String token = codec.encode(window(key(), true));

    assertThat(token).matches("[A-Za-z0-9_-]+");
    KeysetScrollPosition position = (KeysetScrollPosition) codec.decode(token);
    assertThat(position.scrollsForward()).isTrue();
    assertThat(CursorBinding.of(position)).isEqualTo(BINDING);
    Map<String, Object> start = Cursor.fromPosition(position).toKeyset();
    assertThat(start).containsOnlyKeys("pk", "sk", "bin");
    assertThat(start.get("pk")).isEqualTo("customer#secret-name");
    assertThat(start.get("sk")).isEqualTo(new BigDecimal("12.50"));
    assertThat((byte[]) start.get("bin")).containsExactly(0, 1, 2, 0xff);
  }

  @Test
  void aBackwardPositionStaysBackward() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    assertThat(((KeysetScrollPosition) codec.decode(codec.encode(window(key(), false)))).scrollsBackward()).isTrue();
  }

  @Test
  void anUnboundPositionStaysUnbound() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    Window<String> raw = DynamoDbWindow.of(List.of("a"), Cursor.ofKeyset(Map.of("pk", "p")), true);
    KeysetScrollPosition position = (KeysetScrollPosition) codec.decode(codec.encode(raw));
    assertThat(position.getKeys()).isEqualTo(Map.of("pk", "p"));
    assertThat(CursorBinding.of(position)).isNull();
  }

  @Test
  void theLastWindowHasNoToken() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    assertThat(codec.encode(DynamoDbWindow.of(List.of("a"), null, true))).isNull();
    assertThat(codec.encode(Window.from(List.of("a"), i -> ScrollPosition.offset(i), false))).isNull();
  }

  @Test
  void aTokenShowsNoKeyValueMethodOrKeyMaterial() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    Map<String, Object> key = key();
    key.put("partitionAttribute", "p1"); // attribute names long enough that random ciphertext never spells them
    String token = codec.encode(window(key, true));
    String raw = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.ISO_8859_1);

    for (String secret : List.of("customer", "secret-name", "12.5", "OrderRepository", "findByCustomer",
        "partitionAttribute")) {
      assertThat(token).doesNotContain(secret);
      assertThat(raw).doesNotContain(secret);
    }
    assertThat(raw).doesNotContain(new String(KEY_A, StandardCharsets.ISO_8859_1));
  }

  @Test
  void twoTokensOfOnePositionDiffer() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    assertThat(codec.encode(window(key(), true))).isNotEqualTo(codec.encode(window(key(), true)));
  }

  @Test
  void aTokenSealedWithTheOldKeyOpensAfterANewKeyIsPutFirst() {
    String old = codec(at(NOW), "a", KEY_A).encode(window(key(), true));
    CursorCodec rotated = codec(at(NOW), "b", KEY_B, "a", KEY_A);

    assertThat(CursorBinding.of((KeysetScrollPosition) rotated.decode(old))).isEqualTo(BINDING);
    String fresh = rotated.encode(window(key(), true));
    assertThat(codec(at(NOW), "b", KEY_B).decode(fresh)).isNotNull();
    assertRefused(() -> codec(at(NOW), "a", KEY_A).decode(fresh), Reason.UNKNOWN_KEY, "key");
  }

  @Test
  void aTokenSealedWithAnUnknownKeyIsRefused() {
    String token = codec(at(NOW), "a", KEY_A).encode(window(key(), true));
    assertRefused(() -> codec(at(NOW), "b", KEY_B).decode(token), Reason.UNKNOWN_KEY, "key");
  }

  @Test
  void aKeyUnderAKnownIdButOtherBytesIsAnAlteration() {
    String token = codec(at(NOW), "a", KEY_A).encode(window(key(), true));
    assertRefused(() -> codec(at(NOW), "a", KEY_B).decode(token), Reason.ALTERED, "altered");
  }

  @Test
  void aTokenOpensUntilItsTimeToLiveAndNotAfter() {
    String token = CursorCodec.builder().key("a", KEY_A).clock(at(NOW)).timeToLive(Duration.ofMinutes(10)).build()
        .encode(window(key(), true));

    assertThat(codec(at(NOW.plus(Duration.ofMinutes(10))), "a", KEY_A).decode(token)).isNotNull();
    assertRefused(() -> codec(at(NOW.plus(Duration.ofMinutes(10)).plusMillis(1)), "a", KEY_A).decode(token),
        Reason.EXPIRED, "expired");
  }

  @Test
  void theDefaultTimeToLiveIsOneHour() {
    String token = codec(at(NOW), "a", KEY_A).encode(window(key(), true));
    assertThat(codec(at(NOW.plus(Duration.ofHours(1))), "a", KEY_A).decode(token)).isNotNull();
    assertRefused(() -> codec(at(NOW.plus(Duration.ofHours(1)).plusSeconds(1)), "a", KEY_A).decode(token),
        Reason.EXPIRED, "expired");
  }

  @Test
  void everySingleByteAlterationIsRefused() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    byte[] bytes = Base64.getUrlDecoder().decode(codec.encode(window(key(), true)));
    List<Integer> accepted = new ArrayList<>();
    for (int i = 0; i < bytes.length; i++) {
      for (int flip : new int[] {0x01, 0x80, 0xff}) {
        byte[] altered = bytes.clone();
        altered[i] ^= (byte) flip;
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(altered);
        try {
          codec.decode(token);
          accepted.add(i);
        } catch (InvalidCursorException expected) {
          assertThat(expected.getMessage()).doesNotContain("secret-name");
        }
      }
    }
    assertThat(accepted).as("byte offsets whose alteration was accepted").isEmpty();
  }

  @Test
  void everySingleCharacterAlterationIsRefused() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    String token = codec.encode(window(key(), true));
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    List<String> accepted = new ArrayList<>();
    for (int i = 0; i < token.length(); i++) {
      for (char c : (alphabet + "+/=.").toCharArray()) {
        if (c == token.charAt(i)) {
          continue;
        }
        String altered = token.substring(0, i) + c + token.substring(i + 1);
        try {
          codec.decode(altered);
          accepted.add(i + ":" + c);
        } catch (InvalidCursorException expected) {
          // refused
        }
      }
    }
    assertThat(accepted).as("alterations accepted").isEmpty();
    assertRefused(() -> codec.decode(token + "A"), null, "");
    assertRefused(() -> codec.decode(token.substring(0, token.length() - 1)), null, "");
  }

  @Test
  void somethingThatIsNoTokenIsMalformed() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    for (String token : List.of("", "not a token", "AQ", "%%%", "AQFh")) {
      assertRefused(() -> codec.decode(token), Reason.MALFORMED, "malformed");
    }
    byte[] future = Base64.getUrlDecoder().decode(codec.encode(window(key(), true)));
    future[0] = 2;
    assertRefused(() -> codec.decode(Base64.getUrlEncoder().withoutPadding().encodeToString(future)),
        Reason.MALFORMED, "version 2");
  }

  @Test
  void keysThatAreNot256BitsOrGivenTwiceAreRefusedAtBuild() {
    assertThatThrownBy(() -> CursorCodec.builder().key("a", new byte[16]))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("32 bytes");
    assertThatThrownBy(() -> CursorCodec.builder().key("a", new byte[33]))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("32 bytes");
    assertThatThrownBy(() -> CursorCodec.builder().key("a", KEY_A).key("a", KEY_B))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
    assertThatThrownBy(() -> CursorCodec.builder().build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one key");
  }

  @Test
  void aKeyValueThatIsNotSNOrBIsRefusedByName() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    Window<String> bool = DynamoDbWindow.of(List.of("a"), Cursor.ofKeyset(Map.of("flag", Boolean.TRUE)), true);
    assertThatThrownBy(() -> codec.encode(bool)).isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("'flag'").hasMessageContaining("S, N or B");
  }

  @Test
  void aBlankTokenIsTheInitialPosition() {
    CursorCodec codec = codec(at(NOW), "a", KEY_A);
    assertThat(codec.decodeOrInitial(null).isInitial()).isTrue();
    assertThat(codec.decodeOrInitial(" ").isInitial()).isTrue();
  }

  static void assertRefused(Runnable call, Reason reason, String message) {
    assertThatThrownBy(call::run).isInstanceOfSatisfying(InvalidCursorException.class, e -> {
      if (reason != null) {
        assertThat(e.reason()).isEqualTo(reason);
      }
      assertThat(e.getMessage()).contains(message).doesNotContain("secret-name");
    });
  }
}
