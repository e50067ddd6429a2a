package io.dynaforge.config;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.config.reactivesample.FakeReactiveOperations;
import io.dynaforge.config.reactivesample.GadgetFragmentImpl;
import io.dynaforge.config.reactivesample.GadgetRepository;
import io.dynaforge.config.reactivesample.other.SprocketRepository;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.RegisteredBean;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.support.GenericApplicationContext;

/**
 * Reactive repositories through {@link EnableDynamoDbRepositories}, with a hand-written reactive {@code _Impl} and
 * its {@code Factory} listed in the test's {@code META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory}
 * and an operations type of its own ({@link FakeReactiveOperations}): the runtime knows the operations type only
 * through {@code operationsType()}.
 */
class ReactiveRepositoriesRegistrationTest {

  @Configuration(proxyBeanMethods = false)
  @EnableDynamoDbRepositories(basePackageClasses = GadgetRepository.class)
  static class WithTemplate {
    @Bean
    FakeReactiveOperations reactiveDynamoDbTemplate() {
      return new FakeReactiveOperations("default");
    }
  }

  @Test
  void registersReactiveRepositoriesOverTheReactiveTemplate() {
    try (var context = new AnnotationConfigApplicationContext(WithTemplate.class)) {
      GadgetRepository gadgets = context.getBean(GadgetRepository.class);
      assertThat(gadgets.operations().name()).isEqualTo("default");
      assertThat(context.getBeanNamesForType(GadgetRepository.class)).containsExactly("gadgetRepository");
      assertThat(context.getBean("sprocketRepository")).isInstanceOf(SprocketRepository.class); // sub-package
      assertThat(gadgets.describe()).isEqualTo("constructed");
      assertThat(context.containsBean(DynamoDbRepositoriesRegistrar.REGISTERED_BEAN_NAME)).isTrue();
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableDynamoDbRepositories(basePackages = "io.dynaforge.config.reactivesample.other")
  static class OtherPackageOnly {
    @Bean
    FakeReactiveOperations reactiveDynamoDbTemplate() {
      return new FakeReactiveOperations("default");
    }
  }

  @Test
  void onlyRepositoriesOfTheBasePackages() {
    try (var context = new AnnotationConfigApplicationContext(OtherPackageOnly.class)) {
      assertThat(context.getBeanNamesForType(SprocketRepository.class)).containsExactly("sprocketRepository");
      assertThat(context.getBeanNamesForType(GadgetRepository.class)).isEmpty();
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableDynamoDbRepositories(basePackageClasses = GadgetRepository.class)
  static class RepositoriesOnly {}

  @Configuration(proxyBeanMethods = false)
  static class TemplateElsewhere {
    @Bean
    FakeReactiveOperations reactiveDynamoDbTemplate() {
      return new FakeReactiveOperations("later");
    }
  }

  @Test
  void theTemplateMayComeFromAConfigurationReadLater() {
    try (var context = new AnnotationConfigApplicationContext(RepositoriesOnly.class, TemplateElsewhere.class)) {
      assertThat(context.getBean(GadgetRepository.class).operations().name()).isEqualTo("later");
    }
  }

  @Test
  void withoutAReactiveTemplateTheReactiveRepositoriesAreLeftOut() {
    try (var context = new AnnotationConfigApplicationContext(RepositoriesOnly.class)) {
      assertThat(context.getBeanNamesForType(GadgetRepository.class)).isEmpty();
      assertThat(context.getBeanNamesForType(SprocketRepository.class)).isEmpty();
      assertThat(context.containsBean(DynamoDbRepositoriesRegistrar.REGISTERED_BEAN_NAME)).isTrue();
    }
  }

  @Test
  void theWarningNamesTheRepositoriesTheBeanAndTheWaysOut() {
    assertThat(ReactiveRepositoriesCheck.message("bean named 'reactiveDynamoDbTemplate' (a "
        + FakeReactiveOperations.class.getName() + ")", List.of("com.acme.GadgetRepository")))
        .startsWith("[Dynaforge/NoReactiveOperations] Reactive repository com.acme.GadgetRepository not registered:"
            + " the context defines no bean named 'reactiveDynamoDbTemplate' (a " + FakeReactiveOperations.class.getName()
            + ")")
        .contains("dynaforge-reactive", "reactiveDynamoDbOperationsRef", "base packages");
  }

  @Configuration(proxyBeanMethods = false)
  @EnableDynamoDbRepositories(basePackageClasses = GadgetRepository.class, reactiveDynamoDbOperationsRef = "archive")
  static class NamedTemplate {
    @Bean
    FakeReactiveOperations reactiveDynamoDbTemplate() {
      return new FakeReactiveOperations("default");
    }

    @Bean
    FakeReactiveOperations archive() {
      return new FakeReactiveOperations("archive");
    }

    @Bean
    GadgetFragmentImpl gadgetFragment() {
      return new GadgetFragmentImpl("the application's bean");
    }
  }

  @Test
  void reactiveDynamoDbOperationsRefNamesTheBeanAndFragmentBeansWin() {
    try (var context = new AnnotationConfigApplicationContext(NamedTemplate.class)) {
      GadgetRepository gadgets = context.getBean(GadgetRepository.class);
      assertThat(gadgets.operations().name()).isEqualTo("archive");
      assertThat(gadgets.describe()).isEqualTo("the application's bean");
    }
  }

  @Test
  void withoutANameTheOneBeanOfTheOperationsType() {
    try (var context = new GenericApplicationContext()) {
      context.registerBean("myReactiveOperations", FakeReactiveOperations.class,
          () -> new FakeReactiveOperations("mine"));
      DynamoDbRepositoriesRegistrar.registerRepositories(context, List.of("io.dynaforge.config.reactivesample"),
          null, null, getClass().getClassLoader(), context, context.getEnvironment());
      context.refresh();
      assertThat(context.getBean(GadgetRepository.class).operations().name()).isEqualTo("mine");
    }
  }

  @Test
  void aotWritesTheFactoryCallOverTheOperationsType() {
    try (var context = new AnnotationConfigApplicationContext()) {
      context.register(WithTemplate.class);
      context.refresh();
      RegisteredBean bean = RegisteredBean.of(context.getDefaultListableBeanFactory(), "gadgetRepository");
      assertThat(new DynamoDbRepositoryAotProcessor().processAheadOfTime(bean)).isNotNull();
    }
  }
}
