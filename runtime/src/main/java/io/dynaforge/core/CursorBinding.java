package io.dynaforge.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.data.domain.KeysetScrollPosition;

/**
 * What a repository {@code Window} method binds its positions to: the method, a digest of its other
 * arguments and a fingerprint of the key schema it reads. A position carries it as one reserved
 * entry ({@link #KEY}) of its keyset map (Spring Data's {@link KeysetScrollPosition} is final), so
 * {@link CursorCodec} seals it into tokens and the method that receives a decoded position checks it
 * before sending anything. Positions built by user code carry none and are not checked.
 *
 * <p>Not API: written and read by Dynaforge's repositories and {@link CursorCodec}.
 *
 * @param method {@code Repository.method}
 * @param arguments a digest of the method's bound arguments ({@code ScrollPosition} and
 *     {@code Limit} excepted)
 * @param schema a fingerprint of the table, index and key attributes the method reads
 */
@Internal
public record CursorBinding(String method, String arguments, String schema) {

  /** The reserved keyset entry holding a position's binding. */
  public static final String KEY = "@dynaforge.cursor";

  public CursorBinding {
    if (method == null || arguments == null || schema == null) {
      throw new IllegalArgumentException("a cursor binding needs a method, an argument digest and a schema");
    }
  }

  /** The binding a position carries, or {@code null} for an unbound one (built by user code). */
  public static CursorBinding of(KeysetScrollPosition position) {
    return position != null && position.getKeys().get(KEY) instanceof CursorBinding binding ? binding : null;
  }

  /** {@code cursor} with this binding as its reserved entry; {@code null} for a {@code null} cursor. */
  public Map<String, Object> stamp(Map<String, Object> cursor) {
    if (cursor == null) {
      return null;
    }
    Map<String, Object> stamped = new LinkedHashMap<>(cursor);
    stamped.put(KEY, this);
    return Collections.unmodifiableMap(stamped);
  }

  /** {@code keys} without the reserved entry: the start key to send. */
  public static Map<String, Object> startKey(Map<String, Object> keys) {
    if (!keys.containsKey(KEY)) {
      return keys;
    }
    Map<String, Object> start = new LinkedHashMap<>(keys);
    start.remove(KEY);
    return start;
  }
}
