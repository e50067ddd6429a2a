package io.dynaforge.it.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code dynaforge-bom} manages every published artifact (every module of the build that does not set
 * {@code maven.deploy.skip}) at the build's version, and nothing else: importing it must not pin the
 * user's AWS SDK or Spring versions.
 */
class BomTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
  private static final Pattern ARTIFACT = Pattern.compile("<artifactId>([^<]+)</artifactId>");

  @Test
  void theBomListsEveryPublishedArtifactAndOnlyThose() throws Exception {
    List<String> published = new ArrayList<>();
    Matcher modules = MODULE.matcher(Files.readString(ROOT.resolve("pom.xml")));
    while (modules.find()) {
      String pom = Files.readString(ROOT.resolve(modules.group(1)).resolve("pom.xml"));
      if (modules.group(1).equals("bom") || pom.contains("<maven.deploy.skip>true</maven.deploy.skip>")) {
        continue;
      }
      // the module's own artifactId follows its parent block
      String own = pom.substring(pom.indexOf("</parent>"));
      Matcher artifact = ARTIFACT.matcher(own);
      assertThat(artifact.find()).isTrue();
      published.add(artifact.group(1));
    }
    String bom = Files.readString(ROOT.resolve("bom/pom.xml"));
    String managed = bom.substring(bom.indexOf("<dependencyManagement>"), bom.indexOf("</dependencyManagement>"));
    List<String> listed = new ArrayList<>();
    Matcher artifact = ARTIFACT.matcher(managed);
    while (artifact.find()) {
      listed.add(artifact.group(1));
    }
    assertThat(published).contains("dynaforge-runtime", "dynaforge-processor", "dynaforge-spring-boot-starter");
    assertThat(listed).containsExactlyInAnyOrderElementsOf(published);
    assertThat(managed).doesNotContain("software.amazon.awssdk").doesNotContain("org.springframework")
        .contains("<version>${project.version}</version>");
    assertThat(bom).doesNotContain("<parent>");
  }
}
