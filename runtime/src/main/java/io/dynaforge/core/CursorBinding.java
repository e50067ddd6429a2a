package io.dynaforge.core;

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
}
