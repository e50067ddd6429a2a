package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.CursorCodec;
import java.util.Base64;
import java.util.List;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * A {@link CursorCodec} bean from {@code dynaforge.cursors.keys[i].id}/{@code .secret} and
 * {@code dynaforge.cursors.time-to-live}, when at least one key is set. A key that is not base64 of
 * 32 bytes, or an id given twice, fails start-up naming the property (never the secret).
 */
@AutoConfiguration
@ConditionalOnClass(CursorCodec.class)
@EnableConfigurationProperties(DynaforgeCursorProperties.class)
public class DynaforgeCursorsAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean
  @Conditional(OnCursorKeys.class)
  public CursorCodec cursorCodec(DynaforgeCursorProperties properties) {
    CursorCodec.Builder builder = CursorCodec.builder().timeToLive(properties.getTimeToLive());
    List<DynaforgeCursorProperties.Key> keys = properties.getKeys();
    for (int i = 0; i < keys.size(); i++) {
      DynaforgeCursorProperties.Key key = keys.get(i);
      String property = "dynaforge.cursors.keys[" + i + "]";
      if (key.getSecret() == null || key.getSecret().isBlank()) {
        throw new IllegalArgumentException(property + ".secret is not set");
      }
      byte[] secret;
      try {
        secret = Base64.getDecoder().decode(key.getSecret().trim());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(property + ".secret is not base64 (of 32 bytes)");
      }
      try {
        builder.key(key.getId(), secret);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(property + ": " + e.getMessage());
      }
    }
    return builder.build();
  }

  /** Matches when {@code dynaforge.cursors.keys} holds at least one key. */
  static final class OnCursorKeys extends SpringBootCondition {
    @Override
    public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
      boolean set = Binder.get(context.getEnvironment())
          .bind("dynaforge.cursors.keys", Bindable.listOf(DynaforgeCursorProperties.Key.class))
          .map(list -> !list.isEmpty()).orElse(false);
      return set ? ConditionOutcome.match("dynaforge.cursors.keys is set")
          : ConditionOutcome.noMatch("no dynaforge.cursors.keys");
    }
  }
}
