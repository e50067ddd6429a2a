package io.dynaforge.testing;

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
 */
public final class DynamoDbExtension implements ParameterResolver {

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
     * The tables of the test class of a context, created on first use and closed (dropped) when the class's
     * context closes.
     *
     * @param context any context of the test class
     * @return the class's tables
     */
    public static TestTables tables(ExtensionContext context) {
        ExtensionContext classContext = context;
        while (classContext.getTestMethod().isPresent() && classContext.getParent().isPresent()) {
            classContext = classContext.getParent().get();
        }
        String owner = classContext.getTestClass().map(Class::getSimpleName).orElse("tests");
        return classContext.getStore(NAMESPACE).computeIfAbsent(TestTables.class,
                key -> new TestTables(LocalDynamoDb.shared().client(), owner), TestTables.class);
    }
}
