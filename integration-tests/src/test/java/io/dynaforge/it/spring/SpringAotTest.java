package io.dynaforge.it.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.config.AbstractDynamoDbConfiguration;
import io.dynaforge.config.EnableDynamoDbRepositories;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.it.spring.widgets.Widget;
import io.dynaforge.it.spring.widgets.WidgetRepository;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.aot.generate.ClassNameGenerator;
import org.springframework.aot.generate.DefaultGenerationContext;
import org.springframework.aot.generate.InMemoryGeneratedFiles;
import org.springframework.aot.generate.GeneratedFiles.Kind;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.io.InputStreamSource;
import org.springframework.javapoet.ClassName;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Plain Spring under AOT: the context is processed ahead of time, the generated code is compiled, and a fresh
 * context started from it (compiled here, loaded by its own class loader) calls a repository over the operations bean {@code dynamoDbOperationsRef} names.
 */
@ExtendWith(DynamoDbExtension.class)
public class SpringAotTest { // public: the generated code, in its own class loader, refers to AotConfig

  static TestTables tables;

  @BeforeAll
  static void tables(TestTables testTables, DynamoDbClient client) {
    tables = testTables;
    DynamoDbTemplate.builder(client).tableNameResolver(logical -> tables.name("aot-" + logical)).build()
        .createTables(Widget.class);
  }

  /** Public, without bean method proxies: the generated code lives in another class loader. */
  @Configuration(proxyBeanMethods = false)
  @EnableDynamoDbRepositories(basePackageClasses = WidgetRepository.class, dynamoDbOperationsRef = "aotTemplate")
  public static class AotConfig extends AbstractDynamoDbConfiguration {
    @Bean
    public DynamoDbClient dynamoDbClient() {
      return LocalDynamoDb.shared().clientBuilder().build();
    }

    @Bean
    public DynamoDbOperations aotTemplate(DynamoDbClient client) {
      return DynamoDbTemplate.builder(client).tableNameResolver(logical -> tables.name("aot-" + logical)).build();
    }

    @Override
    protected TableNameResolver tableNameResolver() {
      return logical -> tables.name("not-used-" + logical);
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void theGeneratedCodeCreatesTheRepositoriesWithTheirFactoriesAndTheNamedOperations(@TempDir Path dir)
      throws Exception {
    AnnotationConfigApplicationContext processed = new AnnotationConfigApplicationContext();
    processed.register(AotConfig.class);
    InMemoryGeneratedFiles files = new InMemoryGeneratedFiles();
    DefaultGenerationContext generation = new DefaultGenerationContext(
        new ClassNameGenerator(ClassName.get(AotConfig.class.getPackageName(), "SpringAotTestContext")), files);
    ClassName initializer = new ApplicationContextAotGenerator().processAheadOfTime(processed, generation);
    generation.writeGeneratedContent();

    List<String> sources = new ArrayList<>();
    StringBuilder code = new StringBuilder();
    for (Map.Entry<String, InputStreamSource> file : files.getGeneratedFiles(Kind.SOURCE).entrySet()) {
      Path source = dir.resolve("src").resolve(file.getKey());
      Files.createDirectories(source.getParent());
      try (InputStream in = file.getValue().getInputStream()) {
        Files.write(source, in.readAllBytes());
      }
      sources.add(source.toString());
      code.append(Files.readString(source));
    }
    assertThat(code).contains("new WidgetRepository_Impl.Factory().create(registeredBean.getBeanFactory()"
        + ".getBean(\"aotTemplate\", DynamoDbOperations.class), new BeanFactoryRepositoryFragments("
        + "registeredBean.getBeanFactory()))");
    assertThat(files.getGeneratedFiles(Kind.CLASS)).isEmpty(); // no proxy classes to define

    Path classes = Files.createDirectories(dir.resolve("classes"));
    List<String> args = new ArrayList<>(List.of("-proc:none", "-d", classes.toString(), "-classpath",
        System.getProperty("java.class.path")));
    args.addAll(sources);
    assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new))).isZero();

    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader());
        GenericApplicationContext context = new GenericApplicationContext()) {
      ApplicationContextInitializer<GenericApplicationContext> init =
          (ApplicationContextInitializer<GenericApplicationContext>) loader.loadClass(initializer.reflectionName())
              .getConstructor().newInstance();
      init.initialize(context);
      context.refresh();
      WidgetRepository widgets = context.getBean(WidgetRepository.class);
      widgets.save(new Widget("w-aot", "green"));
      assertThat(widgets.findById("w-aot")).contains(new Widget("w-aot", "green"));
    }
    assertThat(LocalDynamoDb.shared().client().getItem(r -> r.tableName(tables.name("aot-widgets"))
        .key(Map.of("id", AttributeValue.fromS("w-aot")))).item()).containsKey("colour");
  }
}
