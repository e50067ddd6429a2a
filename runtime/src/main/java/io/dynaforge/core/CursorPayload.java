package io.dynaforge.core;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.core.SdkBytes;

/**
 * The plaintext a {@link CursorCodec} token seals: expiry, direction, binding and the start key, each
 * value with its DynamoDB type (S, N or B, the types a key can have).
 *
 * @param expiresAt epoch milliseconds after which the token is refused
 * @param forward the direction the position continues in
 * @param binding the issuing method's binding, or {@code null} for a position built by user code
 * @param key the start key with plain values (String, BigDecimal, byte[]), no reserved entry
 */
record CursorPayload(long expiresAt, boolean forward, CursorBinding binding, Map<String, Object> key) {

  private static final byte S = 'S';
  private static final byte N = 'N';
  private static final byte B = 'B';

  byte[] write() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeLong(expiresAt);
      out.writeBoolean(forward);
      out.writeBoolean(binding != null);
      if (binding != null) {
        out.writeUTF(binding.method());
        out.writeUTF(binding.arguments());
        out.writeUTF(binding.schema());
      }
      out.writeShort(key.size());
      for (Map.Entry<String, Object> entry : key.entrySet()) {
        out.writeUTF(entry.getKey());
        writeValue(out, entry.getKey(), entry.getValue());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a byte array stream does not fail
    }
    return bytes.toByteArray();
  }

  private static void writeValue(DataOutputStream out, String name, Object value) throws IOException {
    if (value instanceof String s) {
      out.writeByte(S);
      out.writeUTF(s);
    } else if (value instanceof Number number) {
      out.writeByte(N);
      out.writeUTF(number instanceof BigDecimal d ? d.toString() : decimal(name, number).toString());
    } else if (value instanceof byte[] || value instanceof SdkBytes) {
      byte[] b = value instanceof byte[] raw ? raw : ((SdkBytes) value).asByteArray();
      out.writeByte(B);
      out.writeInt(b.length);
      out.write(b);
    } else {
      throw new InvalidDataAccessApiUsageException("A cursor key attribute must be S, N or B (a String, a number"
          + " or bytes); '" + name + "' holds a "
          + (value == null ? "null" : value.getClass().getName()));
    }
  }

  private static BigDecimal decimal(String name, Number number) {
    try {
      return new BigDecimal(number.toString());
    } catch (NumberFormatException e) {
      throw new InvalidDataAccessApiUsageException("The cursor key attribute '" + name + "' is a number DynamoDB"
          + " cannot store (" + number.getClass().getSimpleName() + " that is not finite)");
    }
  }

  /** Reads what {@link #write} wrote; throws {@link IOException} or {@link RuntimeException} on anything else. */
  static CursorPayload read(byte[] plaintext) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(plaintext));
    long expiresAt = in.readLong();
    boolean forward = in.readBoolean();
    CursorBinding binding = in.readBoolean() ? new CursorBinding(in.readUTF(), in.readUTF(), in.readUTF()) : null;
    int size = in.readUnsignedShort();
    Map<String, Object> key = new LinkedHashMap<>(size * 2);
    for (int i = 0; i < size; i++) {
      String name = in.readUTF();
      byte type = in.readByte();
      switch (type) {
        case S -> key.put(name, in.readUTF());
        case N -> key.put(name, new BigDecimal(in.readUTF()));
        case B -> {
          int length = in.readInt();
          if (length < 0 || length > in.available()) {
            throw new IOException("binary value longer than the token");
          }
          key.put(name, in.readNBytes(length));
        }
        default -> throw new IOException("unknown value type " + type);
      }
    }
    if (in.available() != 0) {
      throw new IOException("trailing bytes");
    }
    return new CursorPayload(expiresAt, forward, binding, key);
  }
}
