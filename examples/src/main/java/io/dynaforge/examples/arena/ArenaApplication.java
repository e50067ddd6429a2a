package io.dynaforge.examples.arena;

import io.dynaforge.boot.autoconfigure.DynaforgeProperties;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.boot.CommandLineRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.util.StringUtils;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A single-table arena on Spring Boot: one tournament partition holding the tournament itself, its players and its
 * matches, read and written through repositories Dynaforge generated at build time. The starter registers the
 * repositories (from the processor's build-time index) and the client, and creates the table {@code arena} with its
 * local index {@code by_rating} ({@code dynaforge.schema-action=create} in {@code application.properties}).
 *
 * <p>The application defines the template itself, to give it {@code observationRegistry(..)}: every request is a
 * Micrometer observation {@code dynaforge.request}, which {@link RequestObservations} prints for one use case.
 *
 * <p>{@link #main} points the application at a local DynamoDB-compatible server it starts itself (or at
 * {@code DYNAMODB_ENDPOINT} when set), runs the {@link ArenaUseCases} and stops, the server it started included: it
 * runs inside Maven's JVM under {@code exec:java}, which outlives it, so the server is closed before {@code main}
 * returns rather than left to an exit hook.
 *
 * <p>Run with {@code mvn -B -q -pl examples -am verify -Prun -DskipTests}.
 */
@SpringBootApplication
public class ArenaApplication {

    /**
     * Starts the application on the local server, runs the use cases once, and stops the application and the server
     * it started (an endpoint of {@code DYNAMODB_ENDPOINT} is only disconnected from).
     *
     * @param args Spring Boot arguments, e.g. {@code --dynaforge.table-prefix=demo-}
     */
    public static void main(String[] args) {
        SpringApplication application = new SpringApplication(ArenaApplication.class);
        if (Boolean.getBoolean("spring.aot.processing")) { // the build's AOT step needs no server
            application.run(args).close();
            return;
        }
        try (LocalDynamoDb server = LocalDynamoDb.start()) {
            application.addInitializers(new LocalDynamoDbInitializer(server));
            try (ConfigurableApplicationContext context = application.run(args)) {
                System.out.println("Endpoint " + context.getEnvironment().getProperty("dynaforge.endpoint")
                        + (Boolean.getBoolean("spring.aot.enabled") ? " (AOT-processed context)" : ""));
            }
        }
        System.out.println("Stopped; bye.");
    }

    /** The Micrometer registry the template reports its requests to, with the handler the use cases print from. */
    @Bean
    ObservationRegistry observationRegistry(RequestObservations requestObservations) {
        ObservationRegistry registry = ObservationRegistry.create();
        registry.observationConfig().observationHandler(requestObservations);
        return registry;
    }

    @Bean
    RequestObservations requestObservations() {
        return new RequestObservations();
    }

    /**
     * The template, observed: as the starter's own (which it builds only when the application defines no
     * {@code DynamoDbOperations}), with the {@code dynaforge.table-prefix} and the context's events, plus
     * {@code observationRegistry(..)}, so that every request is one {@code dynaforge.request} observation.
     */
    @Bean
    DynamoDbTemplate dynamoDbTemplate(DynamoDbClient client, DynaforgeProperties properties,
            ApplicationEventPublisher events, ObservationRegistry observationRegistry) {
        return DynamoDbTemplate.builder(client)
                .mapperRegistry(MapperRegistry.load(ArenaApplication.class.getClassLoader()))
                .tableNameResolver(StringUtils.hasLength(properties.getTablePrefix())
                        ? TableNameResolver.prefix(properties.getTablePrefix())
                        : TableNameResolver.identity())
                .eventPublisher(events)
                .observationRegistry(observationRegistry)
                .build();
    }

    /** Runs the use cases once the context has started. */
    @Bean
    CommandLineRunner arenaRunner(ArenaUseCases useCases) {
        return args -> useCases.run(System.out);
    }
}
