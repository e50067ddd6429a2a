package io.dynaforge.boot.web;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorBinding;
import io.dynaforge.core.CursorCodec;
import io.dynaforge.internal.CursorBindings;
import io.dynaforge.repository.DynamoDbWindow;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;

/** The tokens the web tests send: valid, altered, expired, sealed with an unknown key, and bound to another query. */
final class CursorTokens {

  static final String KEY_ID = "k1";
  static final byte[] KEY = filled(7);
  static final String SECRET = Base64.getEncoder().encodeToString(KEY);
  static final String[] PROPERTIES = {"dynaforge.cursors.keys[0].id=" + KEY_ID, "dynaforge.cursors.keys[0].secret=" + SECRET};

  /** The method the controllers' {@code byCustomer} endpoint stands for, as a repository would bind it. */
  static final CursorBinding BY_CUSTOMER = new CursorBinding("Orders.findByCustomer", "args-c1", "schema");
  static final CursorBinding BY_STATUS = new CursorBinding("Orders.findByStatus", "args-c1", "schema");

  private CursorTokens() {}

  static byte[] filled(int value) {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) value);
    return key;
  }

  static CursorCodec codec(String keyId, byte[] key, Instant now) {
    return CursorCodec.builder().key(keyId, key).clock(Clock.fixed(now, ZoneOffset.UTC)).build();
  }

  static String token(String pk) {
    return codec(KEY_ID, KEY, Instant.now()).encode(DynamoDbWindow.of(List.of("a"), Cursor.ofKeyset(Map.of("pk", pk)), true));
  }

  /** A token sealed two hours ago: past the default time to live of one hour. */
  static String expired() {
    return codec(KEY_ID, KEY, Instant.now().minus(Duration.ofHours(2)))
        .encode(DynamoDbWindow.of(List.of("a"), Cursor.ofKeyset(Map.of("pk", "p1")), true));
  }

  static String unknownKey() {
    return codec("k0", filled(9), Instant.now()).encode(DynamoDbWindow.of(List.of("a"), Cursor.ofKeyset(Map.of("pk", "p1")), true));
  }

  /** A valid token with one character of its sealed part changed. */
  static String altered() {
    String token = token("p1");
    int at = token.length() / 2;
    return token.substring(0, at) + (token.charAt(at) == 'A' ? 'B' : 'A') + token.substring(at + 1);
  }

  /** A token issued by {@link #BY_CUSTOMER}. */
  static String byCustomer() {
    return codec(KEY_ID, KEY, Instant.now())
        .encode(DynamoDbWindow.of(List.of("a"), Cursor.ofKeyset(Map.of("pk", "p1")), BY_CUSTOMER, true));
  }

  /** What the controllers answer: the start key, or {@code initial} for the first page. */
  static Map<String, Object> describe(ScrollPosition position) {
    if (position.isInitial()) {
      return Map.of("initial", true);
    }
    return new LinkedHashMap<>(Cursor.fromPosition((KeysetScrollPosition) position).toKeyset());
  }

  /** The check a repository method makes before sending (here for {@link #BY_STATUS}): a cursor of another query. */
  static Map<String, Object> byStatus(ScrollPosition position) {
    Cursor start = CursorBindings.startKey((KeysetScrollPosition) position, BY_STATUS);
    return start == null ? Map.of("initial", true) : start.toKeyset();
  }

}
