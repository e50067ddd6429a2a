package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.DynamoDbOperations;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;

/** The {@code dynaforge} health indicator, when Actuator (Spring Boot's health support) is on the classpath. */
@AutoConfiguration(after = DynaforgeAutoConfiguration.class)
@ConditionalOnClass(HealthIndicator.class)
@ConditionalOnBean(DynamoDbOperations.class)
@ConditionalOnEnabledHealthIndicator("dynaforge")
public class DynaforgeHealthAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean(name = "dynaforgeHealthIndicator")
  public DynaforgeHealthIndicator dynaforgeHealthIndicator(DynamoDbOperations operations, BeanFactory beanFactory) {
    return new DynaforgeHealthIndicator(operations,
        GeneratedEntities.load(DynaforgeAutoConfiguration.classLoader(beanFactory)));
  }
}
