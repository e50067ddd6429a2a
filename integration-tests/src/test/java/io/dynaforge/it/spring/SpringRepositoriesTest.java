package io.dynaforge.it.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.config.AbstractDynamoDbConfiguration;
import io.dynaforge.config.EnableDynamoDbRepositories;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.event.AfterConvertCallback;
import io.dynaforge.event.AfterSaveCallback;
import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.event.BeforeSaveCallback;
import io.dynaforge.event.DynamoDbMappingEvent;
import io.dynaforge.it.spring.widgets.Widget;
import io.dynaforge.it.spring.widgets.WidgetRepository;
import io.dynaforge.it.spring.widgets.WidgetRepository_Impl;
import io.dynaforge.repository.DynamoDbRepository;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Plain Spring: the template bean and the repository beans from the build-time index, on the local server. */
@ExtendWith(DynamoDbExtension.class)
class SpringRepositoriesTest {

  static TestTables tables;
  static DynamoDbClient raw;
  /** Callbacks and listeners write here, in the order they run. */
  static final List<String> timeline = Collections.synchronizedList(new ArrayList<>());

  @BeforeAll
  static void tables(TestTables testTables, DynamoDbClient client) {
    tables = testTables;
    raw = client;
    DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build()
        .createTables(Gadget.class, Widget.class);
    DynamoDbTemplate.builder(client).tableNameResolver(logical -> tables.name("archive-" + logical)).build()
        .createTables(Gadget.class);
  }

  /** The configuration of a test application: the shared server's client, this class's tables. */
  abstract static class TestConfig extends AbstractDynamoDbConfiguration {
    @Bean
    public DynamoDbClient dynamoDbClient() {
      return LocalDynamoDb.shared().clientBuilder().build(); // closed with the context
    }

    /** What the custom fragment of GadgetRepository has injected. */
    @Bean
    public GadgetLabellingImpl.GadgetLabels gadgetLabels() {
      return new GadgetLabellingImpl.GadgetLabels("gadget: ");
    }

    @Override
    protected TableNameResolver tableNameResolver() {
      return tables::name;
    }
  }

  @Configuration
  @EnableDynamoDbRepositories
  static class DefaultPackages extends TestConfig {}

  @Configuration
  @EnableDynamoDbRepositories(basePackageClasses = WidgetRepository.class)
  static class WidgetsOnly extends TestConfig {}

  @Configuration
  @EnableDynamoDbRepositories(basePackages = "io.dynaforge.it.spring.widgets")
  static class WidgetsByName extends TestConfig {}

  @Test
  void repositoryBeansAreTheGeneratedClassesOfTheAnnotatedPackageAndItsSubPackages() {
    try (var context = new AnnotationConfigApplicationContext(DefaultPackages.class)) {
      assertThat(context.getBeansOfType(DynamoDbRepository.class)).containsOnlyKeys("gadgetRepository",
          "widgetRepository"); // not the repositories of io.dynaforge.it.repository and the other packages
      assertThat(context.getBean(GadgetRepository.class)).isExactlyInstanceOf(GadgetRepository_Impl.class);
      assertThat(context.getBean(WidgetRepository.class)).isExactlyInstanceOf(WidgetRepository_Impl.class);
      assertThat(context.getBean(DynamoDbOperations.class)).isSameAs(context.getBean("dynamoDbTemplate"));

      RootBeanDefinition definition = (RootBeanDefinition) context.getBeanFactory()
          .getBeanDefinition("gadgetRepository");
      assertThat(definition.getBeanClass()).isEqualTo(GadgetRepository_Impl.class);
      assertThat(definition.getTargetType()).isEqualTo(GadgetRepository.class);
      assertThat(definition.getInstanceSupplier()).isNotNull(); // the generated factory, not reflection

      GadgetRepository gadgets = context.getBean(GadgetRepository.class);
      gadgets.save(new Gadget("g1", "sprocket"));
      assertThat(gadgets.findById("g1")).get().extracting(g -> g.name).isEqualTo("sprocket");
      WidgetRepository widgets = context.getBean(WidgetRepository.class);
      widgets.save(new Widget("w1", "red"));
      assertThat(widgets.findById("w1")).contains(new Widget("w1", "red"));
    }
  }

  @Test
  void aCustomFragmentImplementationIsABeanWithItsDependenciesInjected() {
    try (var context = new AnnotationConfigApplicationContext(DefaultPackages.class)) {
      GadgetRepository gadgets = context.getBean(GadgetRepository.class);
      gadgets.save(new Gadget("f1", "sprocket"));
      assertThat(gadgets.label("f1")).isEqualTo("gadget: sprocket");
    }
  }

  @Configuration
  @EnableDynamoDbRepositories
  static class FragmentBean extends TestConfig {
    /** The application's own bean of the implementation type is the one the repository uses. */
    @Bean
    public GadgetLabellingImpl customLabelling() {
      return new GadgetLabellingImpl(null) {
        @Override
        public String label(String id) {
          return "custom " + id;
        }
      };
    }
  }

  @Test
  void theApplicationsBeanOfTheImplementationTypeIsUsedWhenThereIsOne() {
    try (var context = new AnnotationConfigApplicationContext(FragmentBean.class)) {
      assertThat(context.getBean(GadgetRepository.class).label("x")).isEqualTo("custom x");
    }
  }

  @Test
  void basePackagesAndBasePackageClassesAreHonoured() {
    for (Class<?> config : List.of(WidgetsOnly.class, WidgetsByName.class)) {
      try (var context = new AnnotationConfigApplicationContext(config)) {
        assertThat(context.getBeansOfType(DynamoDbRepository.class)).as(config.getSimpleName())
            .containsOnlyKeys("widgetRepository");
      }
    }
  }

  @Configuration
  @EnableDynamoDbRepositories(dynamoDbOperationsRef = "archiveTemplate")
  static class ArchiveTemplate extends TestConfig {
    @Bean
    public DynamoDbOperations archiveTemplate(DynamoDbClient client) {
      return DynamoDbTemplate.builder(client).tableNameResolver(logical -> tables.name("archive-" + logical))
          .build();
    }
  }

  @Test
  void dynamoDbOperationsRefSelectsTheTemplateOfTheRepositories() {
    try (var context = new AnnotationConfigApplicationContext(ArchiveTemplate.class)) {
      context.getBean(GadgetRepository.class).save(new Gadget("g2", "archived"));
      // the fragment implementation is built with the repository's template, not the other one
      assertThat(context.getBean(GadgetRepository.class).label("g2")).isEqualTo("gadget: archived");
    }
    assertThat(item("archive-gadgets", "g2")).containsKey("name");
    assertThat(item("gadgets", "g2")).isEmpty();
  }

  @Configuration
  @EnableDynamoDbRepositories
  static class MissingTable extends TestConfig {
    @Override
    protected TableNameResolver tableNameResolver() {
      return logical -> tables.name("never-created-" + logical);
    }
  }

  @Test
  void serverErrorsThroughARepositoryBeanAreDataAccessExceptions() {
    try (var context = new AnnotationConfigApplicationContext(MissingTable.class)) {
      GadgetRepository gadgets = context.getBean(GadgetRepository.class);
      assertThatThrownBy(() -> gadgets.findById("g1")).isInstanceOf(DataAccessException.class)
          .hasMessageContaining(tables.name("never-created-gadgets"));
    }
  }

  @Configuration
  @EnableDynamoDbRepositories
  static class WithHooks extends TestConfig {
    @Bean
    ApplicationListener<DynamoDbMappingEvent<?>> listener() {
      return event -> timeline.add(event.getClass().getSimpleName() + " " + event.getTableName());
    }

    @Bean
    StampBeforeConvert beforeConvert() {
      return new StampBeforeConvert();
    }

    @Bean
    StampBeforeSave beforeSave() {
      return new StampBeforeSave();
    }

    @Bean
    RecordAfterSave afterSave() {
      return new RecordAfterSave();
    }

    @Bean
    RecordAfterConvert afterConvert() {
      return new RecordAfterConvert();
    }
  }

  static final class StampBeforeConvert implements BeforeConvertCallback<Gadget> {
    @Override
    public Gadget onBeforeConvert(Gadget entity, String tableName) {
      timeline.add("BeforeConvertCallback");
      entity.stamp = "converted";
      return entity;
    }
  }

  static final class StampBeforeSave implements BeforeSaveCallback<Gadget> {
    @Override
    public Gadget onBeforeSave(Gadget entity, String tableName) {
      timeline.add("BeforeSaveCallback");
      entity.stamp = entity.stamp + "+saved";
      return entity;
    }
  }

  static final class RecordAfterSave implements AfterSaveCallback<Gadget> {
    @Override
    public Gadget onAfterSave(Gadget entity, String tableName) {
      timeline.add("AfterSaveCallback");
      return entity;
    }
  }

  static final class RecordAfterConvert implements AfterConvertCallback<Gadget> {
    @Override
    public Gadget onAfterConvert(Gadget entity, String tableName) {
      timeline.add("AfterConvertCallback " + entity.stamp);
      return entity;
    }
  }

  @Test
  void callbackBeansRunAndEventsReachListenersInOrder() {
    timeline.clear();
    String table = tables.name("gadgets");
    try (var context = new AnnotationConfigApplicationContext(WithHooks.class)) {
      GadgetRepository gadgets = context.getBean(GadgetRepository.class);
      gadgets.save(new Gadget("g3", "hooked"));
      gadgets.findById("g3");
      gadgets.deleteById("g3");
    }
    assertThat(timeline).containsExactly(
        "BeforeConvertCallback",
        "BeforeSaveCallback",
        "BeforeSaveEvent " + table,
        "AfterSaveCallback",
        "AfterSaveEvent " + table,
        "AfterConvertCallback converted+saved",
        "AfterConvertEvent " + table,
        "BeforeDeleteEvent " + table,
        "AfterDeleteEvent " + table);
  }

  private static Map<String, AttributeValue> item(String logicalTable, String id) {
    return raw.getItem(r -> r.tableName(tables.name(logicalTable))
        .key(Map.of("id", AttributeValue.fromS(id)))).item();
  }
}
