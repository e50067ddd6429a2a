package io.dynaforge.it.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.config.DynamoDbRepositoriesRegistrar;
import io.dynaforge.config.EnableDynamoDbRepositories;
import io.dynaforge.it.spring.widgets.WidgetRepository;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.io.DefaultResourceLoader;

/**
 * Spring Data's most-reported set-up mistake: the processor on the classpath instead of the processor path, so a
 * repository interface has no generated implementation. Such an interface is compiled here without the processor
 * ({@code -proc:none}) into its own directory: in a package with no generated repository (the whole module
 * compiled without the processor), and beside generated ones (one interface compiled without it).
 */
class MissingProcessorTest {

  @Configuration
  @EnableDynamoDbRepositories(basePackages = "io.dynaforge.it.spring.unprocessed")
  static class Unprocessed {}

  @Test
  void aRepositoryWithoutGeneratedImplementationFailsTheStartWithTheMavenSnippet(@TempDir Path dir)
      throws IOException {
    Path classes = compileWithoutProcessor(dir, "io.dynaforge.it.spring.unprocessed.LostRepository", """
        package io.dynaforge.it.spring.unprocessed;
        public interface LostRepository
            extends io.dynaforge.repository.DynamoDbRepository<io.dynaforge.it.spring.Gadget, String> {}
        """);

    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
      context.setClassLoader(loader);
      context.register(Unprocessed.class);
      assertThatThrownBy(context::refresh)
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("[Dynaforge/MissingRepositoryImplementation]")
          .hasMessageContaining("io.dynaforge.it.spring.unprocessed.LostRepository")
          .hasMessageContaining("annotation processor path, not the classpath")
          .hasMessageContaining("<annotationProcessorPaths>")
          .hasMessageContaining("<artifactId>dynaforge-processor</artifactId>");
    }
  }

  @Configuration
  @EnableDynamoDbRepositories(basePackageClasses = WidgetRepository.class)
  static class Widgets {}

  /**
   * Issue 19, point 11: one interface without a generated implementation in a package whose other repositories
   * have theirs (a module compiled without the processor, an incremental build that lost the output) was no
   * error at start, only a late "no qualifying bean" where it is injected.
   */
  @Test
  void aMissingImplementationInAPackageThatHasOthersFailsTheStartWithTheMissingProcessorMessage(@TempDir Path dir)
      throws IOException {
    Path classes = compileWithoutProcessor(dir, "io.dynaforge.it.spring.widgets.LostWidgetRepository", """
        package io.dynaforge.it.spring.widgets;
        public interface LostWidgetRepository extends io.dynaforge.repository.DynamoDbRepository<Widget, String> {}
        """);

    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
      context.setClassLoader(loader);
      context.register(Widgets.class);
      assertThatThrownBy(context::refresh)
          .isInstanceOf(IllegalStateException.class)
          .hasMessageStartingWith("[Dynaforge/MissingRepositoryImplementation] No generated implementation for the"
              + " repository interface io.dynaforge.it.spring.widgets.LostWidgetRepository: dynaforge-processor did"
              + " not run when it was compiled.")
          .hasMessageContaining("<annotationProcessorPaths>")
          .hasMessageContaining("then rebuild (mvn clean verify)");
    }
  }

  /** Bases the processor does not implement either ({@code @NoRepositoryBean}, generic) need no implementation. */
  @Test
  void baseInterfacesWithoutImplementationAreNoError(@TempDir Path dir) throws IOException {
    Path classes = compileWithoutProcessor(dir, "io.dynaforge.it.spring.widgets.Bases", """
        package io.dynaforge.it.spring.widgets;
        interface Bases {
          @org.springframework.data.repository.NoRepositoryBean
          interface Marked extends io.dynaforge.repository.DynamoDbRepository<Widget, String> {}

          interface Generic<T> extends io.dynaforge.repository.DynamoDbRepository<T, String> {}
        }
        """);

    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      List<String> names = DynamoDbRepositoriesRegistrar.registerRepositories(new DefaultListableBeanFactory(),
          List.of(WidgetRepository.class.getPackageName()), null, loader, new DefaultResourceLoader(loader),
          new StandardEnvironment());
      assertThat(names).containsExactly("widgetRepository");
    }
  }

  /** Compiles one source with {@code -proc:none} into its own directory, as a module without the processor. */
  private static Path compileWithoutProcessor(Path dir, String className, String code) throws IOException {
    Path source = dir.resolve("src/" + className.replace('.', '/') + ".java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, code);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status = javac.run(null, null, null, List.of("-proc:none", "-d", classes.toString(), "-classpath",
        System.getProperty("java.class.path"), source.toString()).toArray(String[]::new));
    assertThat(status).isZero();
    return classes;
  }
}
