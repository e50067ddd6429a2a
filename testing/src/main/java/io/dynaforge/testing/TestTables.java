package io.dynaforge.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Uniquely named tables for one test class on a shared server.
 *
 * <p>Every physical name starts with a prefix made of the owner's name and a random part, so classes sharing a
 * server never see each other's tables. {@link #close()} (called by {@link DynamoDbExtension} after the class)
 * deletes every table whose name starts with the prefix, however it was created.
 */
public final class TestTables implements AutoCloseable {

    private static final int MAX_OWNER_LENGTH = 60;

    private final DynamoDbClient client;
    private final String prefix;
    private final AtomicInteger counter = new AtomicInteger();

    /**
     * @param client the client used to create and drop tables
     * @param owner a readable owner name for the prefix, e.g. the test class's simple name
     */
    public TestTables(DynamoDbClient client, String owner) {
        this.client = Objects.requireNonNull(client, "client");
        String readable = sanitize(owner);
        if (readable.length() > MAX_OWNER_LENGTH) {
            readable = readable.substring(0, MAX_OWNER_LENGTH);
        }
        this.prefix = readable + "-" + UUID.randomUUID().toString().substring(0, 8) + "-";
    }

    /** @return the prefix of every physical name handed out, e.g. {@code OrderTest-1f2e3d4c-} */
    public String prefix() {
        return prefix;
    }

    /**
     * The physical name of a logical table: the prefix plus the logical name. The same logical name always gives
     * the same physical name on this instance, so it can back a {@code TableNameResolver}.
     *
     * @param logicalName the name the code under test uses
     * @return the unique physical name
     */
    public String name(String logicalName) {
        return prefix + sanitize(logicalName);
    }

    /**
     * A physical name never handed out before on this instance, for a test that wants a fresh table.
     *
     * @param logicalName the name the code under test uses
     * @return a new unique physical name
     */
    public String newName(String logicalName) {
        return name(logicalName) + "-" + counter.incrementAndGet();
    }

    /**
     * Creates a table under the physical name of the request's (logical) table name and waits until it is ACTIVE.
     *
     * @param request the table definition; its table name is taken as the logical name
     * @return the physical table name
     */
    public String createTable(CreateTableRequest request) {
        String logical = Objects.requireNonNull(request.tableName(), "the request needs a (logical) table name");
        return createPhysical(request.toBuilder().tableName(name(logical)).build());
    }

    /**
     * Creates an on-demand table with string keys and waits until it is ACTIVE.
     *
     * @param logicalName the logical table name
     * @param partitionKey the partition key attribute (type S)
     * @param sortKey the sort key attribute (type S), or {@code null} for none
     * @return the physical table name
     */
    public String createTable(String logicalName, String partitionKey, String sortKey) {
        List<AttributeDefinition> attributes = new ArrayList<>();
        List<KeySchemaElement> keys = new ArrayList<>();
        attributes.add(stringAttribute(partitionKey));
        keys.add(KeySchemaElement.builder().attributeName(partitionKey).keyType(KeyType.HASH).build());
        if (sortKey != null) {
            attributes.add(stringAttribute(sortKey));
            keys.add(KeySchemaElement.builder().attributeName(sortKey).keyType(KeyType.RANGE).build());
        }
        return createTable(CreateTableRequest.builder()
                .tableName(logicalName)
                .attributeDefinitions(attributes)
                .keySchema(keys)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .build());
    }

    /** @return the physical names of the existing tables with this instance's prefix */
    public List<String> existing() {
        List<String> names = new ArrayList<>();
        for (String table : client.listTablesPaginator().tableNames()) {
            if (table.startsWith(prefix)) {
                names.add(table);
            }
        }
        return names;
    }

    /** Deletes every table with this instance's prefix. */
    public void dropAll() {
        for (String table : existing()) {
            try {
                client.deleteTable(r -> r.tableName(table));
            } catch (ResourceNotFoundException alreadyGone) {
                // deleted by the test itself
            }
        }
    }

    /** Deletes every table with this instance's prefix; does not close the client. */
    @Override
    public void close() {
        dropAll();
    }

    private String createPhysical(CreateTableRequest request) {
        client.createTable(request);
        TableWaits.awaitActive(client, request.tableName(), TableWaits.DEFAULT_TIMEOUT);
        return request.tableName();
    }

    private static AttributeDefinition stringAttribute(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    /** Keeps only the characters DynamoDB allows in table names. */
    private static String sanitize(String name) {
        String clean = name.replaceAll("[^A-Za-z0-9_.-]", "_");
        return clean.isEmpty() ? "_" : clean;
    }
}
