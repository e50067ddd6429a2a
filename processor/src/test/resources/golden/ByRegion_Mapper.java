package com.acme;

import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.ItemValues;
import io.dynaforge.internal.KeyValues;
import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Maps {@link ByRegion} to and from DynamoDB items without reflection.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class ByRegion_Mapper implements EntityMapper<ByRegion> {
    public static final ByRegion_Mapper INSTANCE = new ByRegion_Mapper();

    /**
     * The logical table of the view, as resolved when it was compiled.
     */
    public static final String TABLE_NAME = "league";

    /**
     * Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.
     */
    public ByRegion_Mapper() {
    }

    @Override
    public Class<ByRegion> type() {
        return ByRegion.class;
    }

    @Override
    public EntityMetadata metadata() {
        return MetadataHolder.METADATA;
    }

    @Override
    public Map<String, AttributeValue> toItem(ByRegion entity) {
        Map<String, AttributeValue> item = new HashMap<>(7);
        ItemValues.putString(item, "region", entity.region());
        ItemValues.putInteger(item, "round", entity.round());
        ItemValues.putString(item, "pk", entity.pk());
        ItemValues.putString(item, "sk", entity.sk());
        ItemValues.putString(item, "status", entity.status());
        return item;
    }

    @Override
    public ByRegion fromItem(Map<String, AttributeValue> item) {
        String region = ItemValues.getString(item, Paths.REGION);
        Integer round = ItemValues.getInteger(item, Paths.ROUND);
        String pk = ItemValues.getString(item, Paths.PK);
        String sk = ItemValues.getString(item, Paths.SK);
        String status = ItemValues.getString(item, Paths.STATUS);
        return new ByRegion(region, round, pk, sk, status);
    }

    @Override
    public Map<String, AttributeValue> keyOf(ByRegion entity) {
        Map<String, AttributeValue> item = new HashMap<>(3);
        String region = entity.region();
        KeyValues.requireKey(region, "The key property 'region' (attribute 'region') of ByRegion (table 'league') is null; set it before writing, reading or deleting by entity");
        item.put("region", AttributeValues.s(region));
        Integer round = entity.round();
        KeyValues.requireKey(round, "The key property 'round' (attribute 'round') of ByRegion (table 'league') is null; set it before writing, reading or deleting by entity");
        item.put("round", AttributeValues.n((int) round));
        return item;
    }

    /**
     * One key value, converted as {@link #toItem} writes the attribute.
     */
    @Override
    public AttributeValue keyValue(String attribute, Object value) {
        return switch (attribute) {
            case "region" -> KeyValues.s(value, "ByRegion", "league", attribute);
            case "round" -> KeyValues.n(value, "ByRegion", "league", attribute);
            case "pk" -> KeyValues.s(value, "ByRegion", "league", attribute);
            case "sk" -> KeyValues.s(value, "ByRegion", "league", attribute);
            case "status" -> KeyValues.s(value, "ByRegion", "league", attribute);
            default -> KeyValues.notAKeyAttribute("ByRegion", "league", attribute);
        };
    }

    private static final class MetadataHolder {
        static final EntityMetadata METADATA = new EntityMetadata(
            "ByRegion",
            "league",
            List.<KeyAttribute>of(new KeyAttribute("region", ScalarAttributeType.S, "region")),
            List.<KeyAttribute>of(new KeyAttribute("round", ScalarAttributeType.N, "round")),
            null,
            null,
            Set.<String>of("region", "round", "pk", "sk", "status"),
            new EntityMetadata.Index("by_region", false));
    }

    private static final class Paths {
        static final AttributePath REGION = AttributePath.of("ByRegion", "region", "region");

        static final AttributePath ROUND = AttributePath.of("ByRegion", "round", "round");

        static final AttributePath PK = AttributePath.of("ByRegion", "pk", "pk");

        static final AttributePath SK = AttributePath.of("ByRegion", "sk", "sk");

        static final AttributePath STATUS = AttributePath.of("ByRegion", "status", "status");
    }
}
