package io.dynaforge.boot.autoconfigure;

import io.dynaforge.boot.web.CursorParameter;
import io.dynaforge.boot.web.InvalidCursorAdvice;
import io.dynaforge.boot.web.ReactiveScrollPositionArgumentResolver;
import io.dynaforge.boot.web.ScrollPositionArgumentResolver;
import io.dynaforge.core.CursorCodec;
import java.util.List;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.ProblemDetail;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.reactive.result.method.annotation.ArgumentResolverConfigurer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Cursors on the web, in a web application with a {@link CursorCodec} bean: controller parameters of type
 * {@code ScrollPosition} read from the request parameter {@code dynaforge.cursors.parameter} (Spring MVC and
 * WebFlux), and {@link InvalidCursorAdvice}, which answers an invalid cursor with HTTP 400 and a problem detail.
 */
@AutoConfiguration(after = DynaforgeCursorsAutoConfiguration.class)
@ConditionalOnClass({CursorCodec.class, ProblemDetail.class})
@ConditionalOnWebApplication
@ConditionalOnBean(CursorCodec.class)
@EnableConfigurationProperties(DynaforgeCursorProperties.class)
public class DynaforgeCursorsWebAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean
  public InvalidCursorAdvice dynaforgeInvalidCursorAdvice() {
    return new InvalidCursorAdvice();
  }

  @Bean
  @ConditionalOnMissingBean
  public CursorParameter dynaforgeCursorParameter(CursorCodec codec, DynaforgeCursorProperties properties) {
    return new CursorParameter(codec, properties.getParameter());
  }

  /** Spring MVC: the resolver, added to the application's through a {@link WebMvcConfigurer}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(WebMvcConfigurer.class)
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
  static class MvcCursors {

    @Bean
    ScrollPositionArgumentResolver dynaforgeScrollPositionArgumentResolver(CursorParameter cursor) {
      return new ScrollPositionArgumentResolver(cursor);
    }

    @Bean
    WebMvcConfigurer dynaforgeCursorWebMvcConfigurer(ScrollPositionArgumentResolver resolver) {
      return new WebMvcConfigurer() {
        @Override
        public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
          resolvers.add(resolver);
        }
      };
    }
  }

  /** WebFlux: the resolver, added to the application's through a {@link WebFluxConfigurer}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(WebFluxConfigurer.class)
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
  static class WebFluxCursors {

    @Bean
    ReactiveScrollPositionArgumentResolver dynaforgeReactiveScrollPositionArgumentResolver(CursorParameter cursor) {
      return new ReactiveScrollPositionArgumentResolver(cursor);
    }

    @Bean
    WebFluxConfigurer dynaforgeCursorWebFluxConfigurer(ReactiveScrollPositionArgumentResolver resolver) {
      return new WebFluxConfigurer() {
        @Override
        public void configureArgumentResolvers(ArgumentResolverConfigurer configurer) {
          configurer.addCustomResolver(resolver);
        }
      };
    }
  }
}
