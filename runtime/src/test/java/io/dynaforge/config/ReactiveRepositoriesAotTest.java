package io.dynaforge.config;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.config.reactivesample.FakeReactiveOperations;
import io.dynaforge.config.reactivesample.GadgetRepository;
import io.dynaforge.config.reactivesample.other.SprocketRepository;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.aot.generate.ClassNameGenerator;
import org.springframework.aot.generate.DefaultGenerationContext;
import org.springframework.aot.generate.GeneratedFiles.Kind;
import org.springframework.aot.generate.InMemoryGeneratedFiles;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.io.InputStreamSource;
import org.springframework.javapoet.ClassName;

/**
 * Reactive repositories under Spring AOT: the context is processed ahead of time, the generated code compiled, and a
 * fresh context started from it creates each reactive repository with its factory over the named operations bean.
 * Repositories left out for want of their operations bean are not in the generated code at all.
 */
public class ReactiveRepositoriesAotTest { // public: the generated code, in its own class loader, refers to the configs

  @Configuration(proxyBeanMethods = false)
  @EnableDynamoDbRepositories(basePackageClasses = GadgetRepository.class, reactiveDynamoDbOperationsRef = "archive")
  public static class AotConfig {
    @Bean
    public FakeReactiveOperations archive() {
      return new FakeReactiveOperations("archive");
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableDynamoDbRepositories(basePackageClasses = GadgetRepository.class)
  public static class AotConfigWithoutOperations {}

  @Test
  @SuppressWarnings("unchecked")
  void theGeneratedCodeCreatesTheReactiveRepositoriesWithTheirFactoriesOverTheNamedOperations(@TempDir Path dir)
      throws Exception {
    Generated generated = generate(AotConfig.class, "ReactiveAotContext", dir);
    assertThat(generated.code()).contains("new GadgetRepository_Impl.Factory().create(registeredBean.getBeanFactory()"
        + ".getBean(\"archive\", FakeReactiveOperations.class), new BeanFactoryRepositoryFragments("
        + "registeredBean.getBeanFactory()))");
    try (URLClassLoader loader = new URLClassLoader(new URL[] {generated.classes().toUri().toURL()},
        getClass().getClassLoader()); GenericApplicationContext context = new GenericApplicationContext()) {
      ApplicationContextInitializer<GenericApplicationContext> init =
          (ApplicationContextInitializer<GenericApplicationContext>) loader.loadClass(generated.initializer())
              .getConstructor().newInstance();
      init.initialize(context);
      context.refresh();
      assertThat(context.getBean(GadgetRepository.class).operations().name()).isEqualTo("archive");
      assertThat(context.getBean(GadgetRepository.class).describe()).isEqualTo("constructed");
      assertThat(context.getBeanNamesForType(SprocketRepository.class)).containsExactly("sprocketRepository");
    }
  }

  @Test
  void repositoriesLeftOutAtBuildTimeAreNotInTheGeneratedCode(@TempDir Path dir) throws Exception {
    Generated generated = generate(AotConfigWithoutOperations.class, "ReactiveAotContextWithout", dir);
    assertThat(generated.code()).doesNotContain("GadgetRepository_Impl", "SprocketRepository_Impl");
  }

  private record Generated(String code, Path classes, String initializer) {}

  private static Generated generate(Class<?> config, String name, Path dir) throws Exception {
    InMemoryGeneratedFiles files = new InMemoryGeneratedFiles();
    String initializer;
    try (AnnotationConfigApplicationContext processed = new AnnotationConfigApplicationContext()) {
      processed.register(config);
      DefaultGenerationContext generation = new DefaultGenerationContext(
          new ClassNameGenerator(ClassName.get(config.getPackageName(), name)), files);
      initializer = new ApplicationContextAotGenerator().processAheadOfTime(processed, generation).reflectionName();
      generation.writeGeneratedContent();
    }
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
    Path classes = Files.createDirectories(dir.resolve("classes"));
    List<String> args = new ArrayList<>(List.of("-proc:none", "-d", classes.toString(), "-classpath",
        System.getProperty("java.class.path")));
    args.addAll(sources);
    assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new))).isZero();
    return new Generated(code.toString(), classes, initializer);
  }
}
