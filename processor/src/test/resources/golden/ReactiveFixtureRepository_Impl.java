package com.acme;

import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.QueryArguments;
import io.dynaforge.internal.QueryPlan;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.SimpleReactiveDynamoDbRepository;
import io.dynaforge.reactive.internal.ReactiveQueryExecution;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.ReactiveRepositoryFactory;
import io.dynaforge.repository.RepositoryFragments;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link ReactiveFixtureRepository} planned at build time: every method's DynamoDB operation is listed in
 * {@code META-INF/dynaforge/access-patterns/com.acme.ReactiveFixtureRepository.json}.
 *
 * <p>Inherited from {@link SimpleReactiveDynamoDbRepository}:
 * <ul>
 * <li>{@code save(S)}: PutItem, one PutItem of the entity (conditional on its version when versioned).
 * <li>{@code saveAll(java.lang.Iterable<S>)}: PutItem, one PutItem per entity, conditional on its version.
 * <li>{@code saveAll(org.reactivestreams.Publisher<S>)}: PutItem, one PutItem per entity, conditional on its version.
 * <li>{@code update(com.acme.Fixture)}: UpdateItem, one UpdateItem of every property (null ones removed), on the item that exists.
 * <li>{@code update(io.dynaforge.repository.DynamoDbCompositeId, io.dynaforge.expression.Update<com.acme.Fixture>)}: UpdateItem, one UpdateItem of the typed update by the id's key, incrementing the version, returning the item (ALL_NEW).
 * <li>{@code update(io.dynaforge.repository.DynamoDbCompositeId, io.dynaforge.expression.Update<com.acme.Fixture>, io.dynaforge.expression.Condition<com.acme.Fixture>)}: UpdateItem, one UpdateItem of the typed update by the id's key, under the condition, incrementing the version, returning the item (ALL_NEW).
 * <li>{@code findById(io.dynaforge.repository.DynamoDbCompositeId)}: GetItem, one GetItem by the id's key.
 * <li>{@code findById(org.reactivestreams.Publisher<io.dynaforge.repository.DynamoDbCompositeId>)}: GetItem, one GetItem by the id's key.
 * <li>{@code existsById(io.dynaforge.repository.DynamoDbCompositeId)}: GetItem, one GetItem by the id's key, projecting the key.
 * <li>{@code existsById(org.reactivestreams.Publisher<io.dynaforge.repository.DynamoDbCompositeId>)}: GetItem, one GetItem by the id's key, projecting the key.
 * <li>{@code findAll()}: Scan, every item of the table 'league'.
 * <li>{@code findAllById(java.lang.Iterable<io.dynaforge.repository.DynamoDbCompositeId>)}: BatchGetItem, 100 keys a request, unprocessed keys retried.
 * <li>{@code findAllById(org.reactivestreams.Publisher<io.dynaforge.repository.DynamoDbCompositeId>)}: BatchGetItem, 100 keys a request, unprocessed keys retried.
 * <li>{@code count()}: Scan, every item of the table 'league', counted (Select COUNT).
 * <li>{@code deleteById(io.dynaforge.repository.DynamoDbCompositeId)}: DeleteItem, one DeleteItem by the id's key.
 * <li>{@code deleteById(org.reactivestreams.Publisher<io.dynaforge.repository.DynamoDbCompositeId>)}: DeleteItem, one DeleteItem by the id's key.
 * <li>{@code delete(com.acme.Fixture)}: DeleteItem, one DeleteItem by the entity's key (conditional on its version when versioned).
 * <li>{@code deleteAllById(java.lang.Iterable<? extends io.dynaforge.repository.DynamoDbCompositeId>)}: BatchWriteItem, DeleteRequests by the ids' keys, 25 a request, unprocessed ones retried.
 * <li>{@code deleteAll()}: Scan, every item of the table 'league', then one DeleteItem each, conditional on its version.
 * <li>{@code deleteAll(java.lang.Iterable<? extends com.acme.Fixture>)}: DeleteItem, one DeleteItem per entity, conditional on its version.
 * <li>{@code deleteAll(org.reactivestreams.Publisher<? extends com.acme.Fixture>)}: DeleteItem, one DeleteItem per entity, conditional on its version.
 * </ul>
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class ReactiveFixtureRepository_Impl extends SimpleReactiveDynamoDbRepository<Fixture, DynamoDbCompositeId> implements ReactiveFixtureRepository {
    /**
     * Query: {@code find Fixture where pk = pk}.
     */
    private static final QueryPlan FIND_BY_PK = QueryPlan.of("ReactiveFixtureRepository.findByPk",
            null, "#pk = :pk", null,
            new String[] {"#pk", "pk"},
            new String[] {":pk"}, "pk");

    /**
     * Query: {@code find Fixture (first 3) where pk = pk, ordered by sk desc}.
     */
    private static final QueryPlan FIND_TOP3_BY_PK_ORDER_BY_SK_DESC = QueryPlan.of("ReactiveFixtureRepository.findTop3ByPkOrderBySkDesc",
            null, "#pk = :pk", null,
            new String[] {"#pk", "pk"},
            new String[] {":pk"}, "pk").descending();

    /**
     * Query: {@code find Fixture (first 10) where pk = pk and sk starts with prefix}.
     */
    private static final QueryPlan FIND_FIRST10_BY_PK_AND_SK_STARTING_WITH = QueryPlan.of("ReactiveFixtureRepository.findFirst10ByPkAndSkStartingWith",
            null, "#pk = :pk AND begins_with(#sk, :prefix)", null,
            new String[] {"#pk", "pk", "#sk", "sk"},
            new String[] {":pk", ":prefix"}, "pk", "prefix");

    /**
     * Query: {@code count Fixture where pk = pk and status = status}.
     */
    private static final QueryPlan COUNT_BY_PK_AND_STATUS = QueryPlan.of("ReactiveFixtureRepository.countByPkAndStatus",
            null, "#pk = :pk", "#status = :status",
            new String[] {"#pk", "pk", "#status", "status"},
            new String[] {":pk", ":status"}, "pk", "status");

    /**
     * Query: {@code exists Fixture where pk = pk and region = region}.
     */
    private static final QueryPlan EXISTS_BY_PK_AND_REGION = QueryPlan.of("ReactiveFixtureRepository.existsByPkAndRegion",
            null, "#pk = :pk", "#region = :region",
            new String[] {"#pk", "pk", "#region", "region"},
            new String[] {":pk", ":region"}, "pk", "region");

    /**
     * Query: {@code find Fixture where pk = pk and round > round}.
     */
    private static final QueryPlan FIND_BY_PK_AND_ROUND_GREATER_THAN = QueryPlan.of("ReactiveFixtureRepository.findByPkAndRoundGreaterThan",
            null, "#pk = :pk", "#round > :round",
            new String[] {"#pk", "pk", "#round", "round"},
            new String[] {":pk", ":round"}, "pk", "round")
            .projecting("#sk, #round", "#sk", "sk");

    /**
     * Scan (declared): {@code #status = :status}.
     */
    private static final QueryPlan WITH_STATUS = QueryPlan.of("ReactiveFixtureRepository.withStatus",
            null, null, "#status = :status",
            new String[] {"#status", "status"},
            new String[] {":status"}, "status");

    private final ReactiveQueryExecution<Fixture> queries;

    private final ReactiveQueryExecution<FixtureRound> queriesOfFixtureRound;

    public ReactiveFixtureRepository_Impl(ReactiveDynamoDbOperations operations) {
        super(operations, Fixture_Mapper.INSTANCE, Set.of(), "ReactiveFixtureRepository");
        this.queries = new ReactiveQueryExecution<Fixture>(operations, Fixture.class);
        this.queriesOfFixtureRound = new ReactiveQueryExecution<FixtureRound>(operations, Fixture.class, ReactiveFixtureRepository_FixtureRound_Mapper.INSTANCE);
    }

    /**
     * Query: {@code find Fixture where pk = pk}.
     */
    @Override
    public Flux<Fixture> findByPk(String pk) {
        FIND_BY_PK.require(pk);
        return this.queries.flux(FIND_BY_PK.bind(AttributeValues.s(pk)), 0);
    }

    /**
     * GetItem: {@code find Fixture where pk = pk and sk = sk}.
     */
    @Override
    public Mono<Fixture> findByPkAndSk(String pk, String sk) {
        QueryArguments.requireAll("ReactiveFixtureRepository.findByPkAndSk", "pk, sk", pk, sk);
        return this.named("findByPkAndSk", this.operations.findById(Fixture.class, pk, sk, true));
    }

    /**
     * Query: {@code find Fixture (first 3) where pk = pk, ordered by sk desc}.
     */
    @Override
    public Flux<Fixture> findTop3ByPkOrderBySkDesc(String pk) {
        FIND_TOP3_BY_PK_ORDER_BY_SK_DESC.require(pk);
        return this.queries.flux(FIND_TOP3_BY_PK_ORDER_BY_SK_DESC.bind(AttributeValues.s(pk)), 3);
    }

    /**
     * Query: {@code find Fixture (first 10) where pk = pk and sk starts with prefix}.
     */
    @Override
    public Mono<Window<Fixture>> findFirst10ByPkAndSkStartingWith(String pk, String prefix,
            ScrollPosition position) {
        FIND_FIRST10_BY_PK_AND_SK_STARTING_WITH.require(pk, prefix);
        return this.queries.window(FIND_FIRST10_BY_PK_AND_SK_STARTING_WITH.bind(AttributeValues.s(pk), AttributeValues.s(prefix)), 10, position);
    }

    /**
     * Query: {@code count Fixture where pk = pk and status = status}.
     */
    @Override
    public Mono<Long> countByPkAndStatus(String pk, String status) {
        COUNT_BY_PK_AND_STATUS.require(pk, status);
        return this.queries.count(COUNT_BY_PK_AND_STATUS.bind(AttributeValues.s(pk), AttributeValues.s(status)));
    }

    /**
     * Query: {@code exists Fixture where pk = pk and region = region}.
     */
    @Override
    public Mono<Boolean> existsByPkAndRegion(String pk, String region) {
        EXISTS_BY_PK_AND_REGION.require(pk, region);
        return this.queries.exists(EXISTS_BY_PK_AND_REGION.bind(AttributeValues.s(pk), AttributeValues.s(region)));
    }

    /**
     * Query: {@code find Fixture where pk = pk and round > round}.
     * Reads the projection {@link FixtureRound}: {@code sk, round}.
     */
    @Override
    public Flux<FixtureRound> findByPkAndRoundGreaterThan(String pk, Integer round) {
        FIND_BY_PK_AND_ROUND_GREATER_THAN.require(pk, round);
        return this.queriesOfFixtureRound.flux(FIND_BY_PK_AND_ROUND_GREATER_THAN.bind(AttributeValues.s(pk), AttributeValues.n((int) round)), 0);
    }

    /**
     * Scan (declared): {@code #status = :status}.
     */
    @Override
    public Flux<Fixture> withStatus(String status) {
        WITH_STATUS.require(status);
        return this.queries.flux(WITH_STATUS.bind(AttributeValues.s(status)), 0);
    }

    /**
     * ExecuteStatement (declared): {@code SELECT * FROM "league" WHERE pk = ? AND sk = ?}.
     */
    @Override
    public Mono<Fixture> one(String pk, String sk) {
        return this.queries.statementOne("ReactiveFixtureRepository.one", "SELECT * FROM \"league\" WHERE pk = ? AND sk = ?", Arrays.asList(pk == null ? null : AttributeValues.s(pk), sk == null ? null : AttributeValues.s(sk)));
    }

    /**
     * UpdateItem (declared): {@code SET #status = :status}.
     */
    @Override
    public Mono<Fixture> markAs(String pk, String sk, String status) {
        QueryArguments.requireAll("ReactiveFixtureRepository.markAs", "status, pk, sk", status, pk, sk);
        return this.named("markAs", this.operations.update(Fixture.class, pk, sk, "SET #status = :status", null, Map.of("#status", "status"), Map.of(":status", AttributeValues.s(status))));
    }

    /**
     * UpdateItem (declared): {@code SET #round = #round + :one}.
     */
    @Override
    public Mono<Void> nextRound(String pk, String sk) {
        QueryArguments.requireAll("ReactiveFixtureRepository.nextRound", "pk, sk", pk, sk);
        return this.named("nextRound", this.operations.update(Fixture.class, pk, sk, "SET #round = #round + :one", null, Map.of("#round", "round"), Map.of(":one", AttributeValue.fromN("1"))).then());
    }

    /**
     * Creates {@link ReactiveFixtureRepository_Impl}: listed in {@code META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory} so that Spring registers the
     * repository without scanning the classpath or using reflection.
     */
    public static final class Factory implements ReactiveRepositoryFactory<ReactiveFixtureRepository, ReactiveDynamoDbOperations> {
        @Override
        public Class<ReactiveFixtureRepository> repositoryInterface() {
            return ReactiveFixtureRepository.class;
        }

        @Override
        public Class<ReactiveFixtureRepository_Impl> implementationClass() {
            return ReactiveFixtureRepository_Impl.class;
        }

        @Override
        public Class<ReactiveDynamoDbOperations> operationsType() {
            return ReactiveDynamoDbOperations.class;
        }

        @Override
        public ReactiveFixtureRepository create(ReactiveDynamoDbOperations operations,
                RepositoryFragments fragments) {
            return new ReactiveFixtureRepository_Impl(operations);
        }
    }
}
