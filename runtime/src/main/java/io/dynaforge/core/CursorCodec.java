package io.dynaforge.core;

import io.dynaforge.core.InvalidCursorException.Reason;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

/**
 * Turns the position after a {@link Window} into an opaque token safe to hand to a client, and a
 * token back into a {@link ScrollPosition}. A token is base64url (no padding) of
 * {@code version | key id length | key id | 12-byte IV | AES-GCM(payload) | tag}, the version and key
 * id authenticated as associated data. The payload holds the start key (S, N and B values with their
 * types), the binding of the repository method that produced the window (method, a digest of its
 * other arguments, a fingerprint of its key schema) and the expiry: the client sees none of it and
 * cannot change a byte unnoticed.
 *
 * <p>The first key seals new tokens; every key opens them, so keys rotate by putting a new key first
 * and dropping the old one once its tokens have expired.
 *
 * <pre>{@code
 * CursorCodec cursors = CursorCodec.builder().key("2026-12", secret).timeToLive(Duration.ofMinutes(30)).build();
 * Window<Order> page = orders.findByCustomer(customer, Limit.of(20), cursors.decodeOrInitial(token));
 * String next = cursors.encode(page); // null on the last page
 * }</pre>
 *
 * <p>{@link #decode} refuses a token that was altered, has expired, was sealed with an unknown key or
 * is not a token ({@link InvalidCursorException}); the repository method that receives the position
 * refuses one issued by another method or for other arguments, before sending anything.
 * Thread-safe.
 */
public final class CursorCodec {

  /** The format version written as the token's first byte. */
  static final byte VERSION = 1;
  private static final int IV_BYTES = 12;
  private static final int TAG_BITS = 128;
  private static final int KEY_BYTES = 32;
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
  private static final Base64.Decoder DECODER = Base64.getUrlDecoder();
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final ThreadLocal<Cipher> CIPHERS = ThreadLocal.withInitial(CursorCodec::newCipher);

  private final String sealingId;
  private final byte[] sealingHeader;
  private final Map<String, SecretKeySpec> keys;
  private final Duration timeToLive;
  private final Clock clock;

  private CursorCodec(Builder builder) {
    this.keys = Map.copyOf(builder.keys);
    this.sealingId = builder.keys.keySet().iterator().next();
    this.sealingHeader = header(sealingId);
    this.timeToLive = builder.timeToLive;
    this.clock = builder.clock;
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * The token of the position after the window's last element, or {@code null} when the window has no
   * next.
   *
   * @throws InvalidDataAccessApiUsageException when the window's position is not a keyset position or
   *     a key value is not S, N or B
   */
  public String encode(Window<?> window) {
    if (!window.hasNext()) {
      return null;
    }
    if (window.isEmpty()) {
      throw new InvalidDataAccessApiUsageException("An empty window has no position to encode");
    }
    if (!(window.positionAt(window.size() - 1) instanceof KeysetScrollPosition position)) {
      throw new InvalidDataAccessApiUsageException(
          "Only keyset positions have a cursor: DynamoDB pages with a LastEvaluatedKey, not an offset");
    }
    CursorBinding binding = CursorBinding.of(position);
    Cursor key = Cursor.fromPosition(position); // the reserved entry left out
    long expiresAt = clock.millis() + timeToLive.toMillis();
    byte[] plaintext = new CursorPayload(expiresAt, position.scrollsForward(), binding, key).write();
    byte[] iv = new byte[IV_BYTES];
    RANDOM.nextBytes(iv);
    byte[] token = new byte[sealingHeader.length + IV_BYTES + plaintext.length + TAG_BITS / 8];
    System.arraycopy(sealingHeader, 0, token, 0, sealingHeader.length);
    System.arraycopy(iv, 0, token, sealingHeader.length, IV_BYTES);
    try {
      Cipher cipher = CIPHERS.get();
      cipher.init(Cipher.ENCRYPT_MODE, keys.get(sealingId), new GCMParameterSpec(TAG_BITS, iv));
      cipher.updateAAD(sealingHeader);
      cipher.doFinal(plaintext, 0, plaintext.length, token, sealingHeader.length + IV_BYTES);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM is not available", e);
    }
    return ENCODER.encodeToString(token);
  }

  /**
   * The position a token stands for, bound to the method that issued it.
   *
   * @throws InvalidCursorException when the token is malformed, altered, sealed with an unknown key
   *     or expired
   */
  public ScrollPosition decode(String token) {
    byte[] bytes = bytes(token);
    if (bytes.length < 2 || bytes[0] != VERSION) {
      throw new InvalidCursorException(Reason.MALFORMED, bytes.length < 2
          ? "The cursor is malformed: too short to be a cursor"
          : "The cursor is malformed: format version " + bytes[0] + ", this codec reads version " + VERSION);
    }
    int idLength = bytes[1] & 0xff;
    int headerLength = 2 + idLength;
    if (idLength == 0 || bytes.length < headerLength + IV_BYTES + TAG_BITS / 8) {
      throw new InvalidCursorException(Reason.MALFORMED, "The cursor is malformed: too short to be a cursor");
    }
    SecretKeySpec key = keys.get(new String(bytes, 2, idLength, StandardCharsets.UTF_8));
    if (key == null) {
      throw new InvalidCursorException(Reason.UNKNOWN_KEY,
          "The cursor was sealed with a key this application does not hold (rotated out, or not ours)");
    }
    byte[] plaintext;
    try {
      Cipher cipher = CIPHERS.get();
      cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, bytes, headerLength, IV_BYTES));
      cipher.updateAAD(bytes, 0, headerLength);
      plaintext = cipher.doFinal(bytes, headerLength + IV_BYTES, bytes.length - headerLength - IV_BYTES);
    } catch (AEADBadTagException e) {
      throw new InvalidCursorException(Reason.ALTERED, "The cursor was altered: its authentication tag does not match");
    } catch (GeneralSecurityException e) {
      throw new InvalidCursorException(Reason.MALFORMED, "The cursor is malformed: it cannot be decrypted");
    }
    CursorPayload payload;
    try {
      payload = CursorPayload.read(plaintext);
    } catch (IOException | RuntimeException e) {
      throw new InvalidCursorException(Reason.MALFORMED, "The cursor is malformed: its content cannot be read");
    }
    if (clock.millis() > payload.expiresAt()) {
      throw new InvalidCursorException(Reason.EXPIRED,
          "The cursor expired at " + Instant.ofEpochMilli(payload.expiresAt()) + "; start again from the first page");
    }
    return Cursor.position(payload.key(), payload.binding(), payload.forward());
  }

  /** {@link #decode}, or the initial keyset position for a {@code null} or blank token. */
  public ScrollPosition decodeOrInitial(String token) {
    return token == null || token.isBlank() ? ScrollPosition.keyset() : decode(token);
  }

  private static byte[] bytes(String token) {
    if (token == null || token.isEmpty()) {
      throw new InvalidCursorException(Reason.MALFORMED, "The cursor is malformed: it is empty");
    }
    byte[] bytes;
    try {
      bytes = DECODER.decode(token);
    } catch (IllegalArgumentException e) {
      throw new InvalidCursorException(Reason.MALFORMED, "The cursor is malformed: not base64url");
    }
    // one token per position: unused trailing bits or padding would give a second spelling
    if (!ENCODER.encodeToString(bytes).equals(token)) {
      throw new InvalidCursorException(Reason.MALFORMED, "The cursor is malformed: not canonical base64url");
    }
    return bytes;
  }

  private static byte[] header(String keyId) {
    byte[] id = keyId.getBytes(StandardCharsets.UTF_8);
    return ByteBuffer.allocate(2 + id.length).put(VERSION).put((byte) id.length).put(id).array();
  }

  private static Cipher newCipher() {
    try {
      return Cipher.getInstance("AES/GCM/NoPadding");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM is not available", e);
    }
  }

  @Override
  public String toString() {
    return "CursorCodec[sealing key " + sealingId + ", " + keys.size() + " key(s), time to live " + timeToLive + "]";
  }

  /** Keys, time to live and clock of a {@link CursorCodec}. */
  public static final class Builder {

    private final Map<String, SecretKeySpec> keys = new LinkedHashMap<>();
    private Duration timeToLive = Duration.ofHours(1);
    private Clock clock = Clock.systemUTC();

    private Builder() {}

    /**
     * A 256-bit AES key under an id written into every token it seals. The first key added seals new
     * tokens; every key opens them.
     *
     * @throws IllegalArgumentException for a key that is not 32 bytes, a blank id, an id longer than
     *     255 UTF-8 bytes, or an id given twice
     */
    public Builder key(String keyId, byte[] key) {
      if (keyId == null || keyId.isBlank()) {
        throw new IllegalArgumentException("A cursor key needs a non-blank id");
      }
      if (keyId.getBytes(StandardCharsets.UTF_8).length > 255) {
        throw new IllegalArgumentException("The cursor key id '" + keyId + "' is longer than 255 bytes");
      }
      if (key == null || key.length != KEY_BYTES) {
        throw new IllegalArgumentException("The cursor key '" + keyId + "' must be 32 bytes (AES-256), not "
            + (key == null ? "null" : key.length + " bytes"));
      }
      if (keys.containsKey(keyId)) {
        throw new IllegalArgumentException("The cursor key id '" + keyId + "' is given twice");
      }
      keys.put(keyId, new SecretKeySpec(Arrays.copyOf(key, KEY_BYTES), "AES"));
      return this;
    }

    /** How long a token opens after it was sealed; one hour by default. */
    public Builder timeToLive(Duration timeToLive) {
      if (timeToLive == null || timeToLive.isNegative() || timeToLive.isZero()) {
        throw new IllegalArgumentException("A cursor's time to live must be positive, not " + timeToLive);
      }
      this.timeToLive = timeToLive;
      return this;
    }

    /** The clock expiries are set and checked with; the system UTC clock by default. */
    public Builder clock(Clock clock) {
      if (clock == null) {
        throw new IllegalArgumentException("clock is null");
      }
      this.clock = clock;
      return this;
    }

    /** @throws IllegalArgumentException without a key */
    public CursorCodec build() {
      if (keys.isEmpty()) {
        throw new IllegalArgumentException("A CursorCodec needs at least one key: key(id, 32 bytes)");
      }
      return new CursorCodec(this);
    }
  }
}
