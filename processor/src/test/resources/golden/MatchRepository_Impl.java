package com.acme;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.RepositoryMethod;
import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.QueryArguments;
import io.dynaforge.internal.QueryExecution;
import io.dynaforge.internal.QueryPlan;
import io.dynaforge.internal.ScalarCodec;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.RepositoryFactory;
import io.dynaforge.repository.SimpleDynamoDbRepository;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * The {@link MatchRepository} planned at build time: every method's DynamoDB operation is listed in
 * {@code META-INF/dynaforge/access-patterns/com.acme.MatchRepository.json}.
 *
 * <p>Inherited from {@link SimpleDynamoDbRepository}:
 * <ul>
 * <li>{@code save(S)}: PutItem, one PutItem of the entity (conditional on its version when versioned).
 * <li>{@code saveAll(java.lang.Iterable<S>)}: PutItem, one PutItem per entity, conditional on its version.
 * <li>{@code update(com.acme.Match)}: UpdateItem, one UpdateItem of every property (null ones removed), on the item that exists.
 * <li>{@code update(io.dynaforge.repository.DynamoDbCompositeId, io.dynaforge.expression.Update<com.acme.Match>)}: UpdateItem, one UpdateItem of the typed update by the id's key, incrementing the version, returning the item (ALL_NEW).
 * <li>{@code update(io.dynaforge.repository.DynamoDbCompositeId, io.dynaforge.expression.Update<com.acme.Match>, io.dynaforge.expression.Condition<com.acme.Match>)}: UpdateItem, one UpdateItem of the typed update by the id's key, under the condition, incrementing the version, returning the item (ALL_NEW).
 * <li>{@code findById(io.dynaforge.repository.DynamoDbCompositeId)}: GetItem, one GetItem by the id's key.
 * <li>{@code existsById(io.dynaforge.repository.DynamoDbCompositeId)}: GetItem, one GetItem by the id's key, projecting the key.
 * <li>{@code findAll()}: Scan, every item of the table 'arena', filtered to Match's item kind (its whole key templates, checked on the client too).
 * <li>{@code findAllById(java.lang.Iterable<io.dynaforge.repository.DynamoDbCompositeId>)}: BatchGetItem, 100 keys a request, unprocessed keys retried.
 * <li>{@code count()}: Scan, every item of the table 'arena', filtered to Match's item kind (its whole key templates, checked on the client too), counted on the client from the key attributes (the filter cannot say the whole key shape).
 * <li>{@code deleteById(io.dynaforge.repository.DynamoDbCompositeId)}: DeleteItem, one DeleteItem by the id's key.
 * <li>{@code delete(com.acme.Match)}: DeleteItem, one DeleteItem by the entity's key (conditional on its version when versioned).
 * <li>{@code deleteAllById(java.lang.Iterable<? extends io.dynaforge.repository.DynamoDbCompositeId>)}: BatchWriteItem, DeleteRequests by the ids' keys, 25 a request, unprocessed ones retried.
 * <li>{@code deleteAll()}: Scan, every item of the table 'arena', filtered to Match's item kind (its whole key templates, checked on the client too), then one DeleteItem each, conditional on its version.
 * <li>{@code deleteAll(java.lang.Iterable<? extends com.acme.Match>)}: DeleteItem, one DeleteItem per entity, conditional on its version.
 * </ul>
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class MatchRepository_Impl extends SimpleDynamoDbRepository<Match, DynamoDbCompositeId> implements MatchRepository {
    /**
     * Query: {@code find Match where pk = pk and matchDate = matchDate}.
     */
    private static final QueryPlan FIND_BY_PK_AND_MATCH_DATE = QueryPlan.of("MatchRepository.findByPkAndMatchDate",
            null, "#pk = :pk AND begins_with(#sk, :sk)", null,
            new String[] {"#pk", "pk", "#sk", "sk"},
            new String[] {":pk", ":sk"}, "pk", "matchDate");

    /**
     * Query: {@code find Match (first 3) where pk = pk, ordered by matchDate desc}.
     */
    private static final QueryPlan FIND_TOP3_BY_PK_ORDER_BY_MATCH_DATE_DESC = QueryPlan.of("MatchRepository.findTop3ByPkOrderByMatchDateDesc",
            null, "#pk = :pk AND begins_with(#sk, :sk)", null,
            new String[] {"#pk", "pk", "#sk", "sk"},
            new String[] {":pk", ":sk"}, "pk").descending();

    /**
     * Query: {@code count Match where pk = pk and matchId in matchIds}.
     */
    private static final QueryPlan COUNT_BY_PK_AND_MATCH_ID_IN = QueryPlan.of("MatchRepository.countByPkAndMatchIdIn",
            null, "#pk = :pk AND begins_with(#sk, :sk)", "#matchId IN (:matchIds)",
            new String[] {"#pk", "pk", "#sk", "sk", "#matchId", "matchId"},
            new String[] {":pk", ":sk", ":matchIds"}, "pk");

    private final QueryExecution<Match> queries;

    public MatchRepository_Impl(DynamoDbOperations operations) {
        super(operations, Match_Mapper.INSTANCE, "MatchRepository");
        this.queries = new QueryExecution<Match>(operations, Match.class);
    }

    /**
     * Query: {@code find Match where pk = pk and matchDate = matchDate}.
     */
    @Override
    public List<Match> findByPkAndMatchDate(String pk, LocalDate matchDate) {
        FIND_BY_PK_AND_MATCH_DATE.require(pk, matchDate);
        try {
            return this.queries.list(FIND_BY_PK_AND_MATCH_DATE.bind(AttributeValues.s(pk), AttributeValues.s(Match_Keys.skPrefix(matchDate))), 0);
        } catch (DynamoDbMappingException refused) {
            throw QueryArguments.refused("MatchRepository.findByPkAndMatchDate", refused);
        }
    }

    /**
     * GetItem: {@code find Match where pk = pk and matchDate = matchDate and matchId = matchId}.
     */
    @Override
    public Optional<Match> findByPkAndMatchDateAndMatchId(String pk, LocalDate matchDate,
            String matchId) {
        QueryArguments.requireAll("MatchRepository.findByPkAndMatchDateAndMatchId", "pk, matchDate, matchId", pk, matchDate, matchId);
        try {
            String previous = RepositoryMethod.enter("MatchRepository.findByPkAndMatchDateAndMatchId");
            try {
                return this.operations.findById(Match.class, pk, Match_Keys.sk(matchDate, matchId));
            } finally {
                RepositoryMethod.exit(previous);
            }
        } catch (DynamoDbMappingException refused) {
            throw QueryArguments.refused("MatchRepository.findByPkAndMatchDateAndMatchId", refused);
        }
    }

    /**
     * Query: {@code find Match (first 3) where pk = pk, ordered by matchDate desc}.
     */
    @Override
    public List<Match> findTop3ByPkOrderByMatchDateDesc(String pk) {
        FIND_TOP3_BY_PK_ORDER_BY_MATCH_DATE_DESC.require(pk);
        return this.queries.list(FIND_TOP3_BY_PK_ORDER_BY_MATCH_DATE_DESC.bind(AttributeValues.s(pk), AttributeValues.s("MATCH#")), 3);
    }

    /**
     * Query: {@code count Match where pk = pk and matchId in matchIds}.
     */
    @Override
    public long countByPkAndMatchIdIn(String pk, List<String> matchIds) {
        COUNT_BY_PK_AND_MATCH_ID_IN.require(pk);
        return this.queries.count(COUNT_BY_PK_AND_MATCH_ID_IN.bind(AttributeValues.s(pk), AttributeValues.s("MATCH#"), QueryArguments.list(matchIds, ScalarCodec.STRING, "MatchRepository.countByPkAndMatchIdIn", "matchIds")));
    }

    /**
     * Creates {@link MatchRepository_Impl}: listed in {@code META-INF/services/io.dynaforge.repository.RepositoryFactory} so that Spring registers the
     * repository without scanning the classpath or using reflection.
     */
    public static final class Factory implements RepositoryFactory<MatchRepository> {
        @Override
        public Class<MatchRepository> repositoryInterface() {
            return MatchRepository.class;
        }

        @Override
        public Class<MatchRepository_Impl> implementationClass() {
            return MatchRepository_Impl.class;
        }

        @Override
        public MatchRepository create(DynamoDbOperations operations) {
            return new MatchRepository_Impl(operations);
        }
    }
}
