package com.acme;

import io.dynaforge.internal.ItemValues;
import io.dynaforge.internal.ProjectionMapper;
import io.dynaforge.mapping.AttributePath;
import java.util.Map;
import java.util.Objects;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads the projection {@link RoundStatus} of {@link ByRegion} without reflection, from the attributes
 * {@code round, status}.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class ByRegionRepository_RoundStatus_Mapper extends ProjectionMapper<RoundStatus> {
    public static final ByRegionRepository_RoundStatus_Mapper INSTANCE = new ByRegionRepository_RoundStatus_Mapper();

    private static final AttributePath ROUND_PATH = AttributePath.of("ByRegion", "round", "round");

    private static final AttributePath STATUS_PATH = AttributePath.of("ByRegion", "status", "status");

    private ByRegionRepository_RoundStatus_Mapper() {
        super(RoundStatus.class, "ByRegion");
    }

    @Override
    public RoundStatus fromItem(Map<String, AttributeValue> item) {
        Integer round = ItemValues.getInteger(item, ROUND_PATH);
        String status = ItemValues.getString(item, STATUS_PATH);
        return new RoundStatus_Value(round, status);
    }

    /**
     * {@link RoundStatus} as read: equal to another when every property is.
     */
    private static final class RoundStatus_Value implements RoundStatus {
        private final Integer round;

        private final String status;

        RoundStatus_Value(Integer round, String status) {
            this.round = round;
            this.status = status;
        }

        @Override
        public Integer getRound() {
            return round;
        }

        @Override
        public String getStatus() {
            return status;
        }

        @Override
        public boolean equals(Object o) {
            return o == this || o instanceof RoundStatus_Value other && Objects.equals(round, other.round) && Objects.equals(status, other.status);
        }

        @Override
        public int hashCode() {
            return Objects.hash(round, status);
        }

        @Override
        public String toString() {
            return "RoundStatus[round=" + round + ", status=" + status + "]";
        }
    }
}
