package com.acme;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.mapping.AttributeValues;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.QueryArguments;
import io.dynaforge.repository.QueryExecution;
import io.dynaforge.repository.RepositoryFactory;
import io.dynaforge.repository.SimpleDynamoDbRepository;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link MatchRepository} planned at build time: every method's DynamoDB operation is listed in
 * {@code META-INF/dynaforge/access-patterns/com.acme.MatchRepository.json}.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class MatchRepository_Impl extends SimpleDynamoDbRepository<Match, DynamoDbCompositeId> implements MatchRepository {
    public MatchRepository_Impl(DynamoDbOperations operations) {
        super(operations, Match_Mapper.INSTANCE);
    }

    /**
     * Query: find Match where pk = pk and matchDate = matchDate.
     */
    @Override
    public List<Match> findByPkAndMatchDate(String pk, LocalDate matchDate) {
        String method = "MatchRepository.findByPkAndMatchDate";
        DynamoDbQuery.Builder query = DynamoDbQuery.builder();
        query.keyCondition("#pk = :pk AND begins_with(#sk, :sk)");
        query.name("#pk", "pk");
        query.name("#sk", "sk");
        query.value(":pk", AttributeValues.s(QueryArguments.require(pk, method, "pk")));
        query.value(":sk", AttributeValues.s(Match_Keys.skPrefix(QueryArguments.require(matchDate, method, "matchDate"))));
        return new QueryExecution<>(this.operations, Match.class, method).list(query.build(), 0);
    }

    /**
     * GetItem: find Match where pk = pk and matchDate = matchDate and matchId = matchId.
     */
    @Override
    public Optional<Match> findByPkAndMatchDateAndMatchId(String pk, LocalDate matchDate,
            String matchId) {
        String method = "MatchRepository.findByPkAndMatchDateAndMatchId";
        return this.operations.findById(Match.class, QueryArguments.require(pk, method, "pk"), Match_Keys.sk(QueryArguments.require(matchDate, method, "matchDate"), QueryArguments.require(matchId, method, "matchId")));
    }

    /**
     * Query: find Match (first 3) where pk = pk, ordered by matchDate desc.
     */
    @Override
    public List<Match> findTop3ByPkOrderByMatchDateDesc(String pk) {
        String method = "MatchRepository.findTop3ByPkOrderByMatchDateDesc";
        DynamoDbQuery.Builder query = DynamoDbQuery.builder();
        query.keyCondition("#pk = :pk AND begins_with(#sk, :sk)");
        query.name("#pk", "pk");
        query.name("#sk", "sk");
        query.value(":pk", AttributeValues.s(QueryArguments.require(pk, method, "pk")));
        query.value(":sk", AttributeValues.s("MATCH#"));
        query.scanIndexForward(false);
        return new QueryExecution<>(this.operations, Match.class, method).list(query.build(), 3);
    }

    /**
     * Query: count Match where pk = pk and matchId in matchIds.
     */
    @Override
    public long countByPkAndMatchIdIn(String pk, List<String> matchIds) {
        String method = "MatchRepository.countByPkAndMatchIdIn";
        DynamoDbQuery.Builder query = DynamoDbQuery.builder();
        query.keyCondition("#pk = :pk AND begins_with(#sk, :sk)");
        query.name("#pk", "pk");
        query.name("#sk", "sk");
        query.name("#matchId", "matchId");
        query.value(":pk", AttributeValues.s(QueryArguments.require(pk, method, "pk")));
        query.value(":sk", AttributeValues.s("MATCH#"));
        List<AttributeValue> matchIdsValues = QueryArguments.list(matchIds, e -> AttributeValues.s(e), method, "matchIds");
        for (int i = 0; i < matchIdsValues.size(); i++) {
            query.value(":matchIds_" + i, matchIdsValues.get(i));
        }
        query.filter(QueryArguments.in("#matchId", ":matchIds", matchIdsValues.size()));
        return new QueryExecution<>(this.operations, Match.class, method).count(query.build());
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
