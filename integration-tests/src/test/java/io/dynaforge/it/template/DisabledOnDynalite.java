package io.dynaforge.it.template;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.condition.DisabledIfEnvironmentVariable;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;

/** Skips a test when the suite runs on dynalite, which has no transactions, PartiQL or TTL. */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@DisabledIfSystemProperty(named = "dynaforge.engine", matches = "(?i)\\s*dynalite\\s*",
    disabledReason = "dynalite supports neither transactions nor PartiQL")
@DisabledIfEnvironmentVariable(named = "DYNAFORGE_ENGINE", matches = "(?i)\\s*dynalite\\s*",
    disabledReason = "dynalite supports neither transactions nor PartiQL")
public @interface DisabledOnDynalite {}
