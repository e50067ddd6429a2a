package io.dynaforge.boot.web;

import org.springframework.core.MethodParameter;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;

/**
 * Spring MVC: resolves a controller parameter of type {@code ScrollPosition} from the request's cursor parameter
 * ({@link CursorParameter}). An invalid token is an {@code InvalidCursorException}, answered with 400 by
 * {@link InvalidCursorAdvice}.
 */
public final class ScrollPositionArgumentResolver implements HandlerMethodArgumentResolver {

  private final CursorParameter cursor;

  public ScrollPositionArgumentResolver(CursorParameter cursor) {
    this.cursor = cursor;
  }

  @Override
  public boolean supportsParameter(MethodParameter parameter) {
    return cursor.supports(parameter.getParameterType());
  }

  @Override
  public ScrollPosition resolveArgument(MethodParameter parameter, ModelAndViewContainer container,
      NativeWebRequest request, WebDataBinderFactory binderFactory) {
    return cursor.position(request.getParameter(cursor.name()));
  }
}
