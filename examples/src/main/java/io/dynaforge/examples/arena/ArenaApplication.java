package io.dynaforge.examples.arena;

import io.dynaforge.testing.LocalDynamoDbInitializer;
import org.springframework.boot.CommandLineRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * A single-table arena on Spring Boot: one tournament partition holding the tournament itself, its players and its
 * matches, read and written through repositories Dynaforge generated at build time. The starter registers the
 * repositories (from the processor's build-time index) and the template, and creates the table {@code arena}.
 *
 * <p>{@link #main} points the application at a local DynamoDB-compatible server it starts itself (or at
 * {@code DYNAMODB_ENDPOINT} when set), runs the {@link ArenaUseCases} and stops.
 *
 * <p>Run with {@code mvn -B -q -pl examples -am verify -Prun -DskipTests}.
 */
@SpringBootApplication
public class ArenaApplication {

    /**
     * Starts the application on the local server, runs the use cases once, and stops.
     *
     * @param args Spring Boot arguments, e.g. {@code --dynaforge.table-prefix=demo-}
     */
    public static void main(String[] args) {
        SpringApplication application = new SpringApplication(ArenaApplication.class);
        if (!Boolean.getBoolean("spring.aot.processing")) { // the build's AOT step needs no server
            application.addInitializers(new LocalDynamoDbInitializer());
        }
        try (ConfigurableApplicationContext context = application.run(args)) {
            System.out.println("Endpoint " + context.getEnvironment().getProperty("dynaforge.endpoint")
                    + (Boolean.getBoolean("spring.aot.enabled") ? " (AOT-processed context)" : ""));
        }
        System.out.println("Stopped; bye.");
    }

    /** Runs the use cases once the context has started. */
    @Bean
    CommandLineRunner arenaRunner(ArenaUseCases useCases) {
        return args -> useCases.run(System.out);
    }
}
