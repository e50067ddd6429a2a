package com.acme;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.RepositoryMethod;
import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.QueryArguments;
import io.dynaforge.internal.QueryExecution;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.RepositoryFactory;
import io.dynaforge.repository.RepositoryFragments;
import io.dynaforge.repository.SimpleDynamoDbRepository;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link FixtureRepository} planned at build time: every method's DynamoDB operation is listed in
 * {@code META-INF/dynaforge/access-patterns/com.acme.FixtureRepository.json}.
 *
 * <p>Inherited from {@link SimpleDynamoDbRepository}:
 * <ul>
 * <li>{@code save(S)}: PutItem, one PutItem of the entity (conditional on its version when versioned).
 * <li>{@code saveAll(java.lang.Iterable<S>)}: PutItem, one PutItem per entity, conditional on its version.
 * <li>{@code update(com.acme.Fixture)}: UpdateItem, one UpdateItem of every property (null ones removed), on the item that exists.
 * <li>{@code update(io.dynaforge.repository.DynamoDbCompositeId, io.dynaforge.expression.Update<com.acme.Fixture>)}: UpdateItem, one UpdateItem of the typed update by the id's key, incrementing the version, returning the item (ALL_NEW).
 * <li>{@code update(io.dynaforge.repository.DynamoDbCompositeId, io.dynaforge.expression.Update<com.acme.Fixture>, io.dynaforge.expression.Condition<com.acme.Fixture>)}: UpdateItem, one UpdateItem of the typed update by the id's key, under the condition, incrementing the version, returning the item (ALL_NEW).
 * <li>{@code findById(io.dynaforge.repository.DynamoDbCompositeId)}: GetItem, one GetItem by the id's key.
 * <li>{@code existsById(io.dynaforge.repository.DynamoDbCompositeId)}: GetItem, one GetItem by the id's key, projecting the key.
 * <li>{@code findAll()}: Scan, every item of the table 'league'.
 * <li>{@code findAllById(java.lang.Iterable<io.dynaforge.repository.DynamoDbCompositeId>)}: BatchGetItem, 100 keys a request, unprocessed keys retried.
 * <li>{@code count()}: Scan, every item of the table 'league', counted (Select COUNT).
 * <li>{@code deleteById(io.dynaforge.repository.DynamoDbCompositeId)}: DeleteItem, one DeleteItem by the id's key.
 * <li>{@code delete(com.acme.Fixture)}: DeleteItem, one DeleteItem by the entity's key (conditional on its version when versioned).
 * <li>{@code deleteAllById(java.lang.Iterable<? extends io.dynaforge.repository.DynamoDbCompositeId>)}: BatchWriteItem, DeleteRequests by the ids' keys, 25 a request, unprocessed ones retried.
 * <li>{@code deleteAll()}: Scan, every item of the table 'league', then one DeleteItem each, conditional on its version.
 * <li>{@code deleteAll(java.lang.Iterable<? extends com.acme.Fixture>)}: DeleteItem, one DeleteItem per entity, conditional on its version.
 * </ul>
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class FixtureRepository_Impl extends SimpleDynamoDbRepository<Fixture, DynamoDbCompositeId> implements FixtureRepository {
    private final QueryExecution<Fixture> queries;

    private final FixtureCustomImpl fixtureCustom;

    /**
     * Constructs each custom fragment implementation itself.
     */
    public FixtureRepository_Impl(DynamoDbOperations operations) {
        this(operations, RepositoryFragments.CONSTRUCTED);
    }

    /**
     * Takes each custom fragment implementation from {@code fragments}.
     */
    public FixtureRepository_Impl(DynamoDbOperations operations, RepositoryFragments fragments) {
        super(operations, Fixture_Mapper.INSTANCE, "FixtureRepository");
        this.queries = new QueryExecution<Fixture>(operations, Fixture.class);
        this.fixtureCustom = fragments.implementation(FixtureCustomImpl.class, FixtureCustomImpl::new);
    }

    /**
     * Delegated to the custom fragment {@link FixtureCustomImpl}.
     */
    @Override
    public int weight(String pk) {
        return this.fixtureCustom.weight(pk);
    }

    /**
     * ExecuteStatement (declared): {@code SELECT * FROM "league" WHERE pk = ? AND status <> 'CANCELLED'}.
     */
    @Override
    public List<Fixture> active(String pk) {
        return this.queries.statement("FixtureRepository.active", "SELECT * FROM \"league\" WHERE pk = ? AND status <> 'CANCELLED'", Arrays.asList(pk == null ? null : AttributeValues.s(pk)), 0);
    }

    /**
     * UpdateItem (declared): {@code SET #status = :status, #round = #round + :one}.
     */
    @Override
    public Fixture advance(String pk, String sk, String status) {
        QueryArguments.requireAll("FixtureRepository.advance", "status, pk, sk", status, pk, sk);
        String previous = RepositoryMethod.enter("FixtureRepository.advance");
        try {
            return this.operations.update(Fixture.class, pk, sk, "SET #status = :status, #round = #round + :one", null, Map.of("#status", "status", "#round", "round"), Map.of(":status", AttributeValues.s(status), ":one", AttributeValue.fromN("1")));
        } finally {
            RepositoryMethod.exit(previous);
        }
    }

    /**
     * Creates {@link FixtureRepository_Impl}: listed in {@code META-INF/services/io.dynaforge.repository.RepositoryFactory} so that Spring registers the
     * repository without scanning the classpath or using reflection.
     */
    public static final class Factory implements RepositoryFactory<FixtureRepository> {
        @Override
        public Class<FixtureRepository> repositoryInterface() {
            return FixtureRepository.class;
        }

        @Override
        public Class<FixtureRepository_Impl> implementationClass() {
            return FixtureRepository_Impl.class;
        }

        @Override
        public FixtureRepository create(DynamoDbOperations operations) {
            return new FixtureRepository_Impl(operations);
        }

        @Override
        public FixtureRepository create(DynamoDbOperations operations,
                RepositoryFragments fragments) {
            return new FixtureRepository_Impl(operations, fragments);
        }
    }
}
