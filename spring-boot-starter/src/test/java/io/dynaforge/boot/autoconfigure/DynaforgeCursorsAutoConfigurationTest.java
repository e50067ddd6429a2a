package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorCodec;
import io.dynaforge.repository.DynamoDbWindow;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.data.domain.KeysetScrollPosition;

class DynaforgeCursorsAutoConfigurationTest {

  static final String OLD = secret(1);
  static final String NEW = secret(2);

  final ApplicationContextRunner runner =
      new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(DynaforgeCursorsAutoConfiguration.class));

  static String secret(int seed) {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) seed);
    return Base64.getEncoder().encodeToString(key);
  }

  static String token(String id, String secret) {
    return CursorCodec.builder().key(id, Base64.getDecoder().decode(secret)).build()
        .encode(DynamoDbWindow.of(List.of("a"), Cursor.ofKeyset(Map.of("pk", "p1")), true));
  }

  @Test
  void noKeysNoCodec() {
    runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CursorCodec.class));
  }

  @Test
  void theKeysMakeACodecWhoseFirstKeySealsAndEveryKeyOpens() {
    runner.withPropertyValues("dynaforge.cursors.keys[0].id=new", "dynaforge.cursors.keys[0].secret=" + NEW,
            "dynaforge.cursors.keys[1].id=old", "dynaforge.cursors.keys[1].secret=" + OLD,
            "dynaforge.cursors.time-to-live=30m")
        .run(context -> {
          CursorCodec codec = context.getBean(CursorCodec.class);
          assertThat(((KeysetScrollPosition) codec.decode(token("old", OLD))).getKeys()).isEqualTo(Map.of("pk", "p1"));
          String sealed = codec.encode(DynamoDbWindow.of(List.of("a"), Cursor.ofKeyset(Map.of("pk", "p2")), true));
          CursorCodec newOnly = CursorCodec.builder().key("new", Base64.getDecoder().decode(NEW)).build();
          assertThat(((KeysetScrollPosition) newOnly.decode(sealed)).getKeys()).isEqualTo(Map.of("pk", "p2"));
          assertThat(codec.toString()).contains("PT30M");
        });
  }

  @Test
  void theDefaultTimeToLiveIsOneHour() {
    runner.withPropertyValues("dynaforge.cursors.keys[0].id=k", "dynaforge.cursors.keys[0].secret=" + NEW)
        .run(context -> assertThat(context.getBean(CursorCodec.class).toString()).contains("PT1H"));
  }

  @Test
  void aSecretThatIsNot32BytesFailsStartUpNamingThePropertyNotTheSecret() {
    String short16 = Base64.getEncoder().encodeToString(new byte[16]);
    runner.withPropertyValues("dynaforge.cursors.keys[0].id=k", "dynaforge.cursors.keys[0].secret=" + short16)
        .run(context -> assertThat(context).getFailure().rootCause()
            .hasMessageContaining("dynaforge.cursors.keys[0]").hasMessageContaining("32 bytes")
            .hasMessageNotContaining(short16));
    runner.withPropertyValues("dynaforge.cursors.keys[0].id=k", "dynaforge.cursors.keys[0].secret=not*base64")
        .run(context -> assertThat(context).getFailure().rootCause()
            .hasMessageContaining("dynaforge.cursors.keys[0].secret is not base64").hasMessageNotContaining("not*"));
    runner.withPropertyValues("dynaforge.cursors.keys[0].id=k", "dynaforge.cursors.keys[0].secret=" + NEW,
            "dynaforge.cursors.keys[1].id=k", "dynaforge.cursors.keys[1].secret=" + OLD)
        .run(context -> assertThat(context).getFailure().rootCause()
            .hasMessageContaining("dynaforge.cursors.keys[1]").hasMessageContaining("twice"));
  }

  @Test
  void everyCursorsPropertyIsDocumentedInSpringMd() throws IOException {
    String json;
    try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<String> properties = Pattern.compile("\"name\": \"(dynaforge\\.cursors\\.[^\"]+)\"").matcher(json)
        .results().map(m -> m.group(1)).distinct().toList();
    assertThat(properties).contains("dynaforge.cursors.keys", "dynaforge.cursors.time-to-live",
        "dynaforge.cursors.parameter");
    assertThat(json).containsPattern("\"dynaforge.cursors.time-to-live\"[^}]*\"defaultValue\": \"1h\"");
    assertThat(json).containsPattern("\"dynaforge.cursors.parameter\"[^}]*\"defaultValue\": \"cursor\"");
    String text = Files.readString(Path.of("../docs/spring.md"));
    assertThat(properties).allSatisfy(property -> assertThat(text).contains("`" + property));
    assertThat(text).contains("`dynaforge.cursors.keys[i].id`", "`dynaforge.cursors.keys[i].secret`");
  }
}
