package com.acme;

import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.ItemValues;
import io.dynaforge.internal.KeyValues;
import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Maps {@link Fixture} to and from DynamoDB items without reflection.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class Fixture_Mapper implements EntityMapper<Fixture> {
    public static final Fixture_Mapper INSTANCE = new Fixture_Mapper();

    /**
     * Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.
     */
    public Fixture_Mapper() {
    }

    @Override
    public Class<Fixture> type() {
        return Fixture.class;
    }

    @Override
    public EntityMetadata metadata() {
        return MetadataHolder.METADATA;
    }

    @Override
    public Map<String, AttributeValue> toItem(Fixture entity) {
        Map<String, AttributeValue> item = new HashMap<>(13);
        ItemValues.putString(item, "pk", entity.pk());
        ItemValues.putString(item, "sk", entity.sk());
        ItemValues.putString(item, "region", entity.region());
        ItemValues.putInteger(item, "round", entity.round());
        ItemValues.putString(item, "status", entity.status());
        ItemValues.putValue(item, "venue", entity.venue(), Venue_Mapper.INSTANCE);
        ItemValues.putLong(item, "version", entity.version());
        ItemValues.putText(item, "createdAt", entity.createdAt());
        ItemValues.putText(item, "updatedAt", entity.updatedAt());
        return item;
    }

    @Override
    public Fixture fromItem(Map<String, AttributeValue> item) {
        String pk = ItemValues.getString(item, Paths.PK);
        String sk = ItemValues.getString(item, Paths.SK);
        String region = ItemValues.getString(item, Paths.REGION);
        Integer round = ItemValues.getInteger(item, Paths.ROUND);
        String status = ItemValues.getString(item, Paths.STATUS);
        Venue venue = ItemValues.getValue(item, Paths.VENUE, Venue_Mapper.INSTANCE);
        Long version_ = ItemValues.getLong(item, Paths.VERSION);
        Instant createdAt = ItemValues.getInstant(item, Paths.CREATED_AT);
        Instant updatedAt = ItemValues.getInstant(item, Paths.UPDATED_AT);
        return new Fixture(pk, sk, region, round, status, venue, version_, createdAt, updatedAt);
    }

    @Override
    public Map<String, AttributeValue> keyOf(Fixture entity) {
        Map<String, AttributeValue> item = new HashMap<>(3);
        String pk = entity.pk();
        KeyValues.requireKey(pk, "The key property 'pk' (attribute 'pk') of Fixture (table 'league') is null; set it before writing, reading or deleting by entity");
        item.put("pk", AttributeValues.s(pk));
        String sk = entity.sk();
        KeyValues.requireKey(sk, "The key property 'sk' (attribute 'sk') of Fixture (table 'league') is null; set it before writing, reading or deleting by entity");
        item.put("sk", AttributeValues.s(sk));
        return item;
    }

    /**
     * The key of id values, each converted by {@link #keyValue} as {@link #toItem} writes it.
     */
    @Override
    public Map<String, AttributeValue> keyOf(Object partitionKey, Object sortKey) {
        Map<String, AttributeValue> key = new HashMap<>(3);
        key.put("pk", keyValue("pk", partitionKey));
        key.put("sk", keyValue("sk", sortKey));
        return key;
    }

    /**
     * One key value, converted as {@link #toItem} writes the attribute.
     */
    @Override
    public AttributeValue keyValue(String attribute, Object value) {
        return switch (attribute) {
            case "pk" -> KeyValues.s(value, "Fixture", "league", attribute);
            case "sk" -> KeyValues.s(value, "Fixture", "league", attribute);
            case "region" -> KeyValues.s(value, "Fixture", "league", attribute);
            case "round" -> KeyValues.n(value, "Fixture", "league", attribute);
            case "status" -> KeyValues.s(value, "Fixture", "league", attribute);
            case "version" -> KeyValues.n(value, "Fixture", "league", attribute);
            case "createdAt" -> AttributeValues.s(KeyValues.require(value, Instant.class, "Fixture", "league", attribute).toString());
            case "updatedAt" -> AttributeValues.s(KeyValues.require(value, Instant.class, "Fixture", "league", attribute).toString());
            default -> KeyValues.notAKeyAttribute("Fixture", "league", attribute);
        };
    }

    /**
     * The version, or {@code null} for a new entity (a primitive version of 0 is new).
     */
    @Override
    public Long versionOf(Fixture entity) {
        return entity.version();
    }

    @Override
    public Fixture withVersion(Fixture entity, Long version) {
        entity = new Fixture(entity.pk(), entity.sk(), entity.region(), entity.round(), entity.status(), entity.venue(), version, entity.createdAt(), entity.updatedAt());
        return entity;
    }

    @Override
    public Fixture withAuditing(Fixture entity, Instant now) {
        entity = new Fixture(entity.pk(), entity.sk(), entity.region(), entity.round(), entity.status(), entity.venue(), entity.version(), entity.createdAt() == null ? now : entity.createdAt(), now);
        return entity;
    }

    @Override
    public Map<String, AttributeValue> lastModifiedValues(Instant now) {
        return Map.of("updatedAt", keyValue("updatedAt", now));
    }

    @Override
    public Set<String> createdDateAttributes() {
        return Set.of("createdAt");
    }

    private static final class MetadataHolder {
        static final EntityMetadata METADATA = new EntityMetadata(
            "Fixture",
            "league",
            List.<KeyAttribute>of(new KeyAttribute("pk", ScalarAttributeType.S, "pk")),
            List.<KeyAttribute>of(new KeyAttribute("sk", ScalarAttributeType.S, "sk")),
            "version",
            null,
            Set.<String>of("pk", "sk", "region", "round", "status", "venue", "version", "createdAt", "updatedAt"));
    }

    private static final class Paths {
        static final AttributePath PK = AttributePath.of("Fixture", "pk", "pk");

        static final AttributePath SK = AttributePath.of("Fixture", "sk", "sk");

        static final AttributePath REGION = AttributePath.of("Fixture", "region", "region");

        static final AttributePath ROUND = AttributePath.of("Fixture", "round", "round");

        static final AttributePath STATUS = AttributePath.of("Fixture", "status", "status");

        static final AttributePath VENUE = AttributePath.of("Fixture", "venue", "venue");

        static final AttributePath VERSION = AttributePath.of("Fixture", "version", "version");

        static final AttributePath CREATED_AT = AttributePath.of("Fixture", "createdAt", "createdAt");

        static final AttributePath UPDATED_AT = AttributePath.of("Fixture", "updatedAt", "updatedAt");
    }
}
