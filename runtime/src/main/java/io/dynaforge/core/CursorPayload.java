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
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The plaintext a {@link CursorCodec} token seals: expiry, direction, binding and the start key, each
 * value with its DynamoDB type (S, N or B, the types a key can have).
 *
 * @param expiresAt epoch milliseconds after which the token is refused
 * @param forward the direction the position continues in
 * @param binding the issuing method's binding, or {@code null} for a position built by user code
 * @param key the start key (S, N and B values), {@code null} for none
 */
record CursorPayload(long expiresAt, boolean forward, CursorBinding binding, Cursor key) {

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
      Map<String, AttributeValue> values = key == null ? Map.of() : key.exclusiveStartKey();
      out.writeShort(values.size());
      for (Map.Entry<String, AttributeValue> entry : values.entrySet()) {
        out.writeUTF(entry.getKey());
        writeValue(out, entry.getKey(), entry.getValue());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a byte array stream does not fail
    }
    return bytes.toByteArray();
  }

  private static void writeValue(DataOutputStream out, String name, AttributeValue value) throws IOException {
    if (value.s() != null) {
      out.writeByte(S);
      out.writeUTF(value.s());
    } else if (value.n() != null) {
      out.writeByte(N);
      out.writeUTF(value.n());
    } else if (value.b() != null) {
      byte[] b = value.b().asByteArray();
      out.writeByte(B);
      out.writeInt(b.length);
      out.write(b);
    } else {
      throw new InvalidDataAccessApiUsageException("A cursor key attribute must be S, N or B (a String, a number"
          + " or bytes); '" + name + "' holds a " + value.type());
    }
  }

  /** {@code text} once it is known to be a number. */
  private static String number(String text) {
    new BigDecimal(text); // NumberFormatException: not a token of ours
    return text;
  }

  /** Reads what {@link #write} wrote; throws {@link IOException} or {@link RuntimeException} on anything else. */
  static CursorPayload read(byte[] plaintext) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(plaintext));
    long expiresAt = in.readLong();
    boolean forward = in.readBoolean();
    CursorBinding binding = in.readBoolean() ? new CursorBinding(in.readUTF(), in.readUTF(), in.readUTF()) : null;
    int size = in.readUnsignedShort();
    Map<String, AttributeValue> key = new LinkedHashMap<>(size * 2);
    for (int i = 0; i < size; i++) {
      String name = in.readUTF();
      byte type = in.readByte();
      switch (type) {
        case S -> key.put(name, AttributeValue.fromS(in.readUTF()));
        case N -> key.put(name, AttributeValue.fromN(number(in.readUTF())));
        case B -> {
          int length = in.readInt();
          if (length < 0 || length > in.available()) {
            throw new IOException("binary value longer than the token");
          }
          key.put(name, AttributeValue.fromB(SdkBytes.fromByteArray(in.readNBytes(length))));
        }
        default -> throw new IOException("unknown value type " + type);
      }
    }
    if (in.available() != 0) {
      throw new IOException("trailing bytes");
    }
    return new CursorPayload(expiresAt, forward, binding, Cursor.of(key));
  }
}
