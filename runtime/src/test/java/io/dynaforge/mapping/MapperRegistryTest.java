package io.dynaforge.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MapperRegistryTest {

  @Test
  void aBrokenRegistrationIsNamedInsteadOfHidingEveryMapper(@TempDir Path dir) throws IOException {
    Path services = dir.resolve("META-INF/services/io.dynaforge.mapping.EntityMapper");
    Files.createDirectories(services.getParent());
    Files.writeString(services, "com.acme.Gone_Mapper\n");
    try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
      MapperRegistry registry = MapperRegistry.load(loader);
      assertThatThrownBy(() -> registry.mapperFor(String.class))
          .isInstanceOf(DynamoDbMappingException.class)
          .hasMessageContaining("No Dynaforge mapper for java.lang.String")
          .hasMessageContaining("com.acme.Gone_Mapper");
      assertThat(registry.hasMapper(String.class)).isFalse();
    }
  }
}
