package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbOperations;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.data.domain.AuditorAware;
import org.springframework.test.util.ReflectionTestUtils;

/**
 * Rule 9 of wave 4: the starter's template takes the application's {@code AuditorAware} bean for
 * {@code @CreatedBy}/{@code @LastModifiedBy}. The sample models have no auditor property, so the wiring is read
 * from the template (what it does with the auditor is {@code AuditorTest}'s and {@code SpringAuditorTest}'s, in
 * integration-tests).
 */
class AuditorAwareAutoConfigurationTest {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class))
      .withPropertyValues("dynaforge.region=eu-west-1", "dynaforge.repositories.enabled=false");

  private static Object auditorAwareOf(DynamoDbOperations template) {
    return ReflectionTestUtils.getField(ReflectionTestUtils.getField(template, "ctx"), "auditorAware");
  }

  @Test
  void theApplicationsAuditorAwareBeanIsTheTemplates() {
    AuditorAware<String> currentUser = () -> Optional.of("boot-user");
    runner.withBean("currentUser", AuditorAware.class, () -> currentUser).run(context ->
        assertThat(auditorAwareOf(context.getBean(DynamoDbOperations.class))).isSameAs(currentUser));
  }

  @Test
  void withoutOneTheTemplateHasNone() {
    runner.run(context -> assertThat(auditorAwareOf(context.getBean(DynamoDbOperations.class))).isNull());
  }
}
