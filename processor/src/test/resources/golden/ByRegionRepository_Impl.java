package com.acme;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.QueryExecution;
import io.dynaforge.internal.QueryPlan;
import io.dynaforge.repository.RepositoryFactory;
import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link ByRegionRepository} planned at build time: every method's DynamoDB operation is listed in
 * {@code META-INF/dynaforge/access-patterns/com.acme.ByRegionRepository.json}.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class ByRegionRepository_Impl implements ByRegionRepository {
    /**
     * Query: {@code find ByRegion where region = region and round < round}.
     */
    private static final QueryPlan FIND_BY_REGION_AND_ROUND_LESS_THAN = QueryPlan.of("ByRegionRepository.findByRegionAndRoundLessThan",
            "by_region", "#region = :region AND #round < :round", null,
            new String[] {"#region", "region", "#round", "round"},
            new String[] {":region", ":round"}, "region", "round");

    /**
     * Query: {@code find ByRegion where region = region and round > round}.
     */
    private static final QueryPlan FIND_BY_REGION_AND_ROUND_GREATER_THAN = QueryPlan.of("ByRegionRepository.findByRegionAndRoundGreaterThan",
            "by_region", "#region = :region AND #round > :round", null,
            new String[] {"#region", "region", "#round", "round"},
            new String[] {":region", ":round"}, "region", "round")
            .projecting("#round, #status", "#status", "status");

    /**
     * Query (declared): {@code #region = :region AND #round BETWEEN :from AND :to}, filtered by {@code #status = :done}.
     */
    private static final QueryPlan PLAYED = QueryPlan.of("ByRegionRepository.played",
            "by_region", "#region = :region AND #round BETWEEN :from AND :to", "#status = :done",
            new String[] {"#region", "region", "#round", "round", "#status", "status"},
            new String[] {":region", ":from", ":to", ":done"}, "region", "lo", "hi");

    private final QueryExecution<ByRegion> queries;

    private final QueryExecution<RoundStatus> queriesOfRoundStatus;

    public ByRegionRepository_Impl(DynamoDbOperations operations) {
        Objects.requireNonNull(operations, "operations");
        this.queries = new QueryExecution<ByRegion>(operations, ByRegion.class);
        this.queriesOfRoundStatus = new QueryExecution<RoundStatus>(operations, ByRegion.class, ByRegionRepository_RoundStatus_Mapper.INSTANCE);
    }

    /**
     * Query: {@code find ByRegion where region = region and round < round}.
     */
    @Override
    public List<ByRegion> findByRegionAndRoundLessThan(String region, Integer round) {
        FIND_BY_REGION_AND_ROUND_LESS_THAN.require(region, round);
        return this.queries.list(FIND_BY_REGION_AND_ROUND_LESS_THAN.bind(AttributeValues.s(region), AttributeValues.n((int) round)), 0);
    }

    /**
     * Query: {@code find ByRegion where region = region and round > round}.
     * Reads the projection {@link RoundStatus}: {@code round, status}.
     */
    @Override
    public List<RoundStatus> findByRegionAndRoundGreaterThan(String region, Integer round) {
        FIND_BY_REGION_AND_ROUND_GREATER_THAN.require(region, round);
        return this.queriesOfRoundStatus.list(FIND_BY_REGION_AND_ROUND_GREATER_THAN.bind(AttributeValues.s(region), AttributeValues.n((int) round)), 0);
    }

    /**
     * Query (declared): {@code #region = :region AND #round BETWEEN :from AND :to}, filtered by {@code #status = :done}.
     */
    @Override
    public List<ByRegion> played(String region, Integer lo, Integer hi) {
        PLAYED.require(region, lo, hi);
        return this.queries.list(PLAYED.bind(AttributeValues.s(region), AttributeValues.n((int) lo), AttributeValues.n((int) hi), AttributeValue.fromS("PLAYED")), 10);
    }

    /**
     * Creates {@link ByRegionRepository_Impl}: listed in {@code META-INF/services/io.dynaforge.repository.RepositoryFactory} so that Spring registers the
     * repository without scanning the classpath or using reflection.
     */
    public static final class Factory implements RepositoryFactory<ByRegionRepository> {
        @Override
        public Class<ByRegionRepository> repositoryInterface() {
            return ByRegionRepository.class;
        }

        @Override
        public Class<ByRegionRepository_Impl> implementationClass() {
            return ByRegionRepository_Impl.class;
        }

        @Override
        public ByRegionRepository create(DynamoDbOperations operations) {
            return new ByRegionRepository_Impl(operations);
        }
    }
}
