package io.dynaforge.boot.web;

import org.springframework.core.MethodParameter;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.web.reactive.BindingContext;
import org.springframework.web.reactive.result.method.SyncHandlerMethodArgumentResolver;
import org.springframework.web.server.ServerWebExchange;

/**
 * WebFlux: resolves a controller parameter of type {@code ScrollPosition} from the request's cursor query parameter
 * ({@link CursorParameter}). An invalid token fails the argument with an {@code InvalidCursorException}, answered
 * with 400 by {@link InvalidCursorAdvice}.
 */
public final class ReactiveScrollPositionArgumentResolver implements SyncHandlerMethodArgumentResolver {

  private final CursorParameter cursor;

  public ReactiveScrollPositionArgumentResolver(CursorParameter cursor) {
    this.cursor = cursor;
  }

  @Override
  public boolean supportsParameter(MethodParameter parameter) {
    return cursor.supports(parameter.getParameterType());
  }

  @Override
  public ScrollPosition resolveArgumentValue(MethodParameter parameter, BindingContext bindingContext,
      ServerWebExchange exchange) {
    return cursor.position(exchange.getRequest().getQueryParams().getFirst(cursor.name()));
  }
}
