package io.dynaforge.testing;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * JUnit 5 extension backed by {@link LocalDynamoDb#shared()}: one server per test JVM.
 *
 * <p>Injects parameters (constructor, lifecycle and test methods) of these types:
 * <ul>
 *   <li>{@link DynamoDbClient}: the shared server's {@link LocalDynamoDb#client()};</li>
 *   <li>{@link LocalDynamoDb}: the shared server, e.g. for {@link LocalDynamoDb#clientBuilder()};</li>
 *   <li>{@link TestTables}: uniquely named tables of the test class, dropped after the class.</li>
 * </ul>
 *
 * <pre>{@code
 * @ExtendWith(DynamoDbExtension.class)
 * class OrderTest {
 *     @Test
 *     void saves(DynamoDbClient client, TestTables tables) {
 *         String table = tables.createTable("orders", "pk", "sk");
 *         ...
 *     }
 * }
 * }</pre>
 *
 * <p>Data is never reset globally, as other classes share the server; isolate through {@link TestTables}.
 *
 * <p>Works with JUnit Jupiter 5.10 and later, including 6: it uses only extension API present in all of them
 * ({@code Store.getOrComputeIfAbsent}, {@link AfterAllCallback}), and the project's own JUnit version is the one used.
 */
public final class DynamoDbExtension implements ParameterResolver, AfterAllCallback {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(DynamoDbExtension.class);

    /** Creates the extension; the server starts when a parameter is first resolved. */
    public DynamoDbExtension() {
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == DynamoDbClient.class || type == LocalDynamoDb.class || type == TestTables.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        if (type == LocalDynamoDb.class) {
            return LocalDynamoDb.shared();
        }
        if (type == DynamoDbClient.class) {
            return LocalDynamoDb.shared().client();
        }
        return tables(context);
    }

    /**
     * Drops the tables of the class whose context closes (if it used any). Done here rather than by the store
     * closing an {@code AutoCloseable} value, which JUnit only does from 5.13 on.
     */
    @Override
    public void afterAll(ExtensionContext context) {
        TestTables tables = context.getStore(NAMESPACE).remove(TestTables.class, TestTables.class);
        if (tables != null) {
            tables.close();
        }
    }

    /**
     * The tables of the test class of a context, created on first use and closed (dropped) when the class's
     * context closes.
     *
     * @param context any context of the test class
     * @return the class's tables
     */
    @SuppressWarnings("deprecation") // computeIfAbsent replaces it in JUnit 6, but does not exist before 6
    public static TestTables tables(ExtensionContext context) {
        ExtensionContext classContext = context;
        while (classContext.getTestMethod().isPresent() && classContext.getParent().isPresent()) {
            classContext = classContext.getParent().get();
        }
        String owner = classContext.getTestClass().map(Class::getSimpleName).orElse("tests");
        return classContext.getStore(NAMESPACE).getOrComputeIfAbsent(TestTables.class,
                key -> new TestTables(LocalDynamoDb.shared().client(), owner), TestTables.class);
    }
}
