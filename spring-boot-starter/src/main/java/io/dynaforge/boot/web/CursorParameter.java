package io.dynaforge.boot.web;

import io.dynaforge.core.CursorCodec;
import io.dynaforge.core.InvalidCursorException;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;

/**
 * The request parameter a cursor token travels in, and how its value becomes a position: absent or blank, the
 * initial keyset position; otherwise {@link CursorCodec#decode}. Shared by the Spring MVC and WebFlux resolvers.
 *
 * @param codec the codec that opens the tokens
 * @param name the request parameter, {@code dynaforge.cursors.parameter} ({@code cursor} by default)
 */
public record CursorParameter(CursorCodec codec, String name) {

  public CursorParameter {
    if (codec == null) {
      throw new IllegalArgumentException("codec is null");
    }
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("dynaforge.cursors.parameter must name a request parameter, not be blank");
    }
  }

  /** Whether a controller parameter of this type is a cursor: {@code ScrollPosition} or {@code KeysetScrollPosition}. */
  public boolean supports(Class<?> parameterType) {
    return parameterType == ScrollPosition.class || parameterType == KeysetScrollPosition.class;
  }

  /**
   * The position a request parameter value stands for.
   *
   * @throws InvalidCursorException for a token that is malformed, altered, expired or sealed with an unknown key
   */
  public ScrollPosition position(String value) {
    return codec.decodeOrInitial(value);
  }
}
