package io.dynaforge.it.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.config.EnableDynamoDbRepositories;
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
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * Spring Data's most-reported set-up mistake: the processor on the classpath instead of the processor path, so a
 * repository interface has no generated implementation. Such an interface is compiled here without the processor
 * ({@code -proc:none}) into its own directory.
 */
class MissingProcessorTest {

  @Configuration
  @EnableDynamoDbRepositories(basePackages = "io.dynaforge.it.spring.unprocessed")
  static class Unprocessed {}

  @Test
  void aRepositoryWithoutGeneratedImplementationFailsTheStartWithTheMavenSnippet(@TempDir Path dir)
      throws IOException {
    Path source = dir.resolve("src/io/dynaforge/it/spring/unprocessed/LostRepository.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, """
        package io.dynaforge.it.spring.unprocessed;
        public interface LostRepository
            extends io.dynaforge.repository.DynamoDbRepository<io.dynaforge.it.spring.Gadget, String> {}
        """);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status = javac.run(null, null, null, List.of("-proc:none", "-d", classes.toString(), "-classpath",
        System.getProperty("java.class.path"), source.toString()).toArray(String[]::new));
    assertThat(status).isZero();

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
}
