package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.web.CursorParameter;
import io.dynaforge.boot.web.InvalidCursorAdvice;
import io.dynaforge.boot.web.ReactiveScrollPositionArgumentResolver;
import io.dynaforge.boot.web.ScrollPositionArgumentResolver;
import io.dynaforge.core.CursorCodec;
import java.util.Arrays;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Which web beans the starter defines: only in a web application with a CursorCodec bean, per web stack. */
class DynaforgeCursorsWebAutoConfigurationTest {

  static final AutoConfigurations CURSORS =
      AutoConfigurations.of(DynaforgeCursorsAutoConfiguration.class, DynaforgeCursorsWebAutoConfiguration.class);
  static final String[] KEYS = {"dynaforge.cursors.keys[0].id=k", "dynaforge.cursors.keys[0].secret=" + secret()};

  final WebApplicationContextRunner servlet = new WebApplicationContextRunner().withConfiguration(CURSORS);
  final ReactiveWebApplicationContextRunner reactive =
      new ReactiveWebApplicationContextRunner().withConfiguration(CURSORS);

  static String secret() {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) 3);
    return Base64.getEncoder().encodeToString(key);
  }

  @Test
  void withoutACursorCodecThereIsNoResolverAndNoAdvice() {
    servlet.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CursorCodec.class)
        .doesNotHaveBean(InvalidCursorAdvice.class).doesNotHaveBean(CursorParameter.class)
        .doesNotHaveBean(ScrollPositionArgumentResolver.class).doesNotHaveBean(WebMvcConfigurer.class));
    reactive.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CursorCodec.class)
        .doesNotHaveBean(InvalidCursorAdvice.class).doesNotHaveBean(CursorParameter.class)
        .doesNotHaveBean(ReactiveScrollPositionArgumentResolver.class).doesNotHaveBean(WebFluxConfigurer.class));
  }

  @Test
  void springMvcGetsTheServletResolverAndTheAdvice() {
    servlet.withPropertyValues(KEYS).run(context -> {
      assertThat(context).hasSingleBean(InvalidCursorAdvice.class).hasSingleBean(ScrollPositionArgumentResolver.class)
          .hasSingleBean(WebMvcConfigurer.class).doesNotHaveBean(ReactiveScrollPositionArgumentResolver.class);
      assertThat(context.getBean(CursorParameter.class).name()).isEqualTo("cursor");
    });
  }

  @Test
  void webFluxGetsTheReactiveResolverAndTheAdvice() {
    reactive.withPropertyValues(KEYS).withPropertyValues("dynaforge.cursors.parameter=after").run(context -> {
      assertThat(context).hasSingleBean(InvalidCursorAdvice.class)
          .hasSingleBean(ReactiveScrollPositionArgumentResolver.class).hasSingleBean(WebFluxConfigurer.class)
          .doesNotHaveBean(ScrollPositionArgumentResolver.class);
      assertThat(context.getBean(CursorParameter.class).name()).isEqualTo("after");
    });
  }

  @Test
  void withoutSpringMvcOnTheClassPathThereIsNoServletResolver() {
    servlet.withPropertyValues(KEYS).withClassLoader(new FilteredClassLoader(WebMvcConfigurer.class))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(ScrollPositionArgumentResolver.class));
  }

  @Test
  void anApplicationThatIsNotAWebApplicationGetsTheCodecOnly() {
    new ApplicationContextRunner().withConfiguration(CURSORS).withPropertyValues(KEYS)
        .run(context -> assertThat(context).hasSingleBean(CursorCodec.class)
            .doesNotHaveBean(InvalidCursorAdvice.class).doesNotHaveBean(CursorParameter.class));
  }

  @Test
  void aBlankParameterFailsStartUpNamingTheProperty() {
    servlet.withPropertyValues(KEYS).withPropertyValues("dynaforge.cursors.parameter= ")
        .run(context -> assertThat(context).getFailure().rootCause()
            .hasMessageContaining("dynaforge.cursors.parameter"));
  }

  @Test
  void theApplicationsOwnAdviceReplacesOurs() {
    servlet.withPropertyValues(KEYS).withBean("ownAdvice", InvalidCursorAdvice.class)
        .run(context -> assertThat(context).hasSingleBean(InvalidCursorAdvice.class).hasBean("ownAdvice"));
  }
}
