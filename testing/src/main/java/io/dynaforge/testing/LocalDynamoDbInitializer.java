package io.dynaforge.testing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.MutablePropertySources;
import org.springframework.core.env.PropertySource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;

/**
 * Points a Spring Boot application that uses {@code dynaforge-spring-boot-starter} at the JVM's shared
 * {@link LocalDynamoDb} (started on first use, or the endpoint of {@value LocalDynamoDb#ENDPOINT_ENV} when set):
 * sets {@code dynaforge.endpoint}, {@code dynaforge.region} and {@code dynaforge.create-tables=true}, so that the
 * tables of every generated model are created at start, and registers
 * the local server's dummy credentials as the {@code AwsCredentialsProvider} bean
 * {@value #CREDENTIALS_BEAN_NAME}, which the starter's client uses. The {@link LocalDynamoDb} itself is the bean
 * {@value #SERVER_BEAN_NAME}.
 *
 * <p>Use it with {@link WithLocalDynamoDb} on a {@code @SpringBootTest}, or add it to a {@code SpringApplication}
 * ({@code application.addInitializers(new LocalDynamoDbInitializer())}). An application whose {@code main} must stop
 * the server it started before it returns (it may run inside a JVM that outlives it, such as Maven's under
 * {@code exec:java}, where the shared server's exit hook cannot be relied on) starts its own and hands it over:
 * {@code try (LocalDynamoDb db = LocalDynamoDb.start()) { application.addInitializers(new
 * LocalDynamoDbInitializer(db)); ... }}. Properties of
 * {@code @SpringBootTest(properties = ...)}, {@code @TestPropertySource},
 * {@code ApplicationContextRunner.withPropertyValues} and the command line still win, e.g.
 * {@code dynaforge.create-tables=false}; the application's own configuration files do not.
 *
 * <p>The tables are created whatever {@code dynaforge.schema-action} the application's own configuration sets:
 * {@code validate} or {@code none} there (which would fail start-up against the empty local server, or create
 * nothing) becomes {@code create}; {@code create} and {@code update} are kept. A test that sets
 * {@code dynaforge.schema-action} itself, or {@code dynaforge.create-tables=false}, keeps its own setting.
 */
public class LocalDynamoDbInitializer implements ApplicationContextInitializer<ConfigurableApplicationContext> {

    /** The name of the property source holding the {@code dynaforge.*} properties of the local server. */
    public static final String PROPERTY_SOURCE_NAME = "dynaforgeLocalDynamoDb";

    /** The bean name of the local server's credentials. */
    public static final String CREDENTIALS_BEAN_NAME = "dynaforgeLocalDynamoDbCredentials";

    /** The bean name of the {@link LocalDynamoDb}. */
    public static final String SERVER_BEAN_NAME = "localDynamoDb";

    /**
     * The property sources that keep precedence: a test's own properties ({@code @SpringBootTest(properties =
     * ...)} and {@code @TestPropertySource}: "Inlined Test Properties"; Spring Boot's {@code TestPropertyValues}, e.g.
     * {@code ApplicationContextRunner.withPropertyValues}: "test"; {@code @DynamicPropertySource}: "Dynamic Test
     * Properties", which is how a test points the starter at a {@link FaultProxy}) and an application's command line
     * arguments.
     */
    private static final List<String> TEST_PROPERTY_SOURCES =
            List.of("Inlined Test Properties", "Dynamic Test Properties", "test", "commandLineArgs");

    private static final StaticCredentialsProvider CREDENTIALS =
            StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy"));

    private static final String SCHEMA_ACTION = "dynaforge.schema-action";

    /**
     * Whether a {@code dynaforge.schema-action} set before ours (by the application's configuration, or by the test,
     * whose own sources win over ours anyway) would leave the local server's tables uncreated: {@code validate}
     * (start-up validation against an empty server fails) or {@code none}.
     */
    private static boolean createsNothing(String action) {
        return action != null && !action.trim().equalsIgnoreCase("create") && !action.trim().equalsIgnoreCase("update");
    }

    /** Whether the test itself turned table creation off ({@code dynaforge.create-tables=false} in its own sources). */
    private static boolean optedOut(MutablePropertySources sources) {
        for (PropertySource<?> existing : sources) {
            if (TEST_PROPERTY_SOURCES.contains(existing.getName())) {
                Object create = existing.getProperty("dynaforge.create-tables");
                if (create != null && "false".equalsIgnoreCase(create.toString().trim())) {
                    return true;
                }
            }
        }
        return false;
    }

    private final Supplier<LocalDynamoDb> server;

    /** Creates the initializer over {@link LocalDynamoDb#shared()}, which starts when a context is initialized. */
    public LocalDynamoDbInitializer() {
        this.server = LocalDynamoDb::shared;
    }

    /**
     * Creates the initializer over a server the caller owns: the caller stops it ({@link LocalDynamoDb#close()}) once
     * the contexts it initializes are closed.
     *
     * @param server the server, e.g. from {@link LocalDynamoDb#start()}
     */
    public LocalDynamoDbInitializer(LocalDynamoDb server) {
        Objects.requireNonNull(server, "server");
        this.server = () -> server;
    }

    @Override
    public void initialize(ConfigurableApplicationContext context) {
        LocalDynamoDb db = server.get();
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("dynaforge.endpoint", db.endpoint().toString());
        properties.put("dynaforge.region", LocalDynamoDb.REGION.id());
        properties.put("dynaforge.create-tables", "true");
        MutablePropertySources sources = context.getEnvironment().getPropertySources();
        if (createsNothing(context.getEnvironment().getProperty(SCHEMA_ACTION)) && !optedOut(sources)) {
            properties.put(SCHEMA_ACTION, "create");
        }
        MapPropertySource source = new MapPropertySource(PROPERTY_SOURCE_NAME, properties);
        String after = null; // the last of the test's own sources, if any
        for (PropertySource<?> existing : sources) {
            if (TEST_PROPERTY_SOURCES.contains(existing.getName())) {
                after = existing.getName();
            }
        }
        if (after != null) {
            sources.addAfter(after, source);
        } else {
            sources.addFirst(source);
        }
        if (!context.getBeanFactory().containsBean(CREDENTIALS_BEAN_NAME)) {
            context.getBeanFactory().registerSingleton(CREDENTIALS_BEAN_NAME, CREDENTIALS);
            context.getBeanFactory().registerSingleton(SERVER_BEAN_NAME, db);
        }
    }
}
