package io.dynaforge.testing;

import java.util.Optional;

/** Reads a setting from a system property, falling back to an environment variable. */
final class Settings {

    private Settings() {
    }

    /**
     * @param property the system property name
     * @param env the environment variable name
     * @return the first non-blank value, trimmed
     */
    static Optional<String> get(String property, String env) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank()) {
            value = System.getenv(env);
        }
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
    }
}
