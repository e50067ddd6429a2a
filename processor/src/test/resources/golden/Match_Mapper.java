package com.acme;

import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.ItemValues;
import io.dynaforge.internal.KeyValues;
import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.DerivedColumn;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import io.dynaforge.mapping.KindPattern;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Maps {@link Match} to and from DynamoDB items without reflection.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class Match_Mapper implements EntityMapper<Match> {
    public static final Match_Mapper INSTANCE = new Match_Mapper();

    /**
     * Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.
     */
    public Match_Mapper() {
    }

    @Override
    public Class<Match> type() {
        return Match.class;
    }

    @Override
    public EntityMetadata metadata() {
        return MetadataHolder.METADATA;
    }

    /**
     * Flattens the {@code @Embedded} {@code score} into the owning item (nothing when it is null).
     */
    private static void writeScore(Match.Score entity, Map<String, AttributeValue> item) {
        if (entity == null) {
            return;
        }
        ItemValues.putInteger(item, "home", entity.home());
        ItemValues.putInteger(item, "away", entity.away());
    }

    /**
     * Flattens the {@code @Embedded} {@code result} into the owning item (nothing when it is null).
     */
    private static void writeResult(Match.Result entity, Map<String, AttributeValue> item) {
        if (entity == null) {
            return;
        }
        ItemValues.putString(item, "winner", entity.winner);
        ItemValues.putText(item, "decided_at", entity.decidedAt);
    }

    @Override
    public Map<String, AttributeValue> toItem(Match entity) {
        Map<String, AttributeValue> item = new HashMap<>(11);
        ItemValues.putString(item, "pk", entity.pk);
        ItemValues.putString(item, "matchId", entity.matchId);
        ItemValues.putLong(item, "version", entity.version);
        writeScore(entity.score, item);
        writeResult(entity.result, item);
        item.put("sk", AttributeValues.s(Match_Keys.sk(entity.matchDate, entity.matchId)));
        return item;
    }

    /**
     * Reads the {@code @Embedded} {@code score} from the owning item's flattened attributes.
     */
    private static Match.Score readScore(Map<String, AttributeValue> item) {
        Integer home = ItemValues.getInteger(item, Paths.SCORE_HOME);
        Integer away = ItemValues.getInteger(item, Paths.SCORE_AWAY);
        return new Match.Score(home, away);
    }

    /**
     * Reads the {@code @Embedded} {@code result} from the owning item's flattened attributes.
     */
    private static Match.Result readResult(Map<String, AttributeValue> item) {
        String winner = ItemValues.getString(item, Paths.RESULT_WINNER);
        Instant decidedAt = ItemValues.getInstant(item, Paths.RESULT_DECIDED_AT);
        Match.Result entity = new Match.Result();
        entity.winner = winner;
        entity.decidedAt = decidedAt;
        return entity;
    }

    @Override
    public Match fromItem(Map<String, AttributeValue> item) {
        AttributeValue av;
        String sortKeyValue = (av = item.get("sk")) == null ? null : av.s();
        String pk = ItemValues.getString(item, Paths.PK);
        LocalDate matchDate = null;
        String matchId = ItemValues.getString(item, Paths.MATCH_ID);
        Long version_ = ItemValues.getLong(item, Paths.VERSION);
        Match.Score score = sortKeyValue != null && sortKeyValue.startsWith("MATCH#") && (item.containsKey("home") || item.containsKey("away")) ? readScore(item) : null;
        Match.Result result = sortKeyValue != null && Paths.ROUTE_RESULT.matcher(sortKeyValue).matches() && (item.containsKey("winner") || item.containsKey("decided_at")) ? readResult(item) : null;
        if ((av = item.get("sk")) != null && av.s() != null) {
            Match_Keys.Sk skParts = Match_Keys.parseSk(av.s());
            matchDate = skParts.matchDate();
            if (matchId == null) {
                matchId = skParts.matchId();
            }
        }
        Match entity = new Match();
        entity.pk = pk;
        entity.matchDate = matchDate;
        entity.matchId = matchId;
        entity.version = version_;
        entity.score = score;
        entity.result = result;
        return entity;
    }

    @Override
    public Map<String, AttributeValue> keyOf(Match entity) {
        Map<String, AttributeValue> item = new HashMap<>(3);
        String pk = entity.pk;
        KeyValues.requireKey(pk, "The key property 'pk' (attribute 'pk') of Match (table 'arena') is null; set it before writing, reading or deleting by entity");
        item.put("pk", AttributeValues.s(pk));
        item.put("sk", AttributeValues.s(Match_Keys.sk(entity.matchDate, entity.matchId)));
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
            case "pk" -> KeyValues.s(value, "Match", "arena", attribute);
            case "matchId" -> KeyValues.s(value, "Match", "arena", attribute);
            case "version" -> KeyValues.n(value, "Match", "arena", attribute);
            case "home" -> KeyValues.n(value, "Match", "arena", attribute);
            case "away" -> KeyValues.n(value, "Match", "arena", attribute);
            case "winner" -> KeyValues.s(value, "Match", "arena", attribute);
            case "decided_at" -> AttributeValues.s(KeyValues.require(value, Instant.class, "Match", "arena", attribute).toString());
            case "sk" -> KeyValues.s(value, "Match", "arena", attribute);
            default -> KeyValues.notAKeyAttribute("Match", "arena", attribute);
        };
    }

    @Override
    public List<DerivedColumn> derivedColumns() {
        return MetadataHolder.DERIVED;
    }

    @Override
    public String composeColumn(String column, Match entity) {
        switch (column) {
            case "sk":
                return Match_Keys.sk(entity.matchDate, entity.matchId);
            default:
                return EntityMapper.super.composeColumn(column, entity);
        }
    }

    @Override
    public KindPattern kindPattern() {
        return MetadataHolder.KIND;
    }

    /**
     * The version, or {@code null} for a new entity (a primitive version of 0 is new).
     */
    @Override
    public Long versionOf(Match entity) {
        return entity.version;
    }

    @Override
    public Match withVersion(Match entity, Long version) {
        entity.version = version;
        return entity;
    }

    private static final class MetadataHolder {
        static final EntityMetadata METADATA = new EntityMetadata(
            "Match",
            "arena",
            List.<KeyAttribute>of(new KeyAttribute("pk", ScalarAttributeType.S, "pk")),
            List.<KeyAttribute>of(new KeyAttribute("sk", ScalarAttributeType.S, null)),
            "version",
            null,
            Set.<String>of("pk", "matchId", "version", "home", "away", "winner", "decided_at", "sk"));

        static final List<DerivedColumn> DERIVED = List.<DerivedColumn>of(
                new DerivedColumn("sk", true, false, List.<String>of("matchDate", "matchId"), List.<String>of("", "matchId")));

        static final KindPattern KIND = KindPattern.of("sk", "MATCH#{*}#{*}");
    }

    private static final class Paths {
        static final AttributePath PK = AttributePath.of("Match", "pk", "pk");

        static final AttributePath MATCH_ID = AttributePath.of("Match", "matchId", "matchId");

        static final AttributePath VERSION = AttributePath.of("Match", "version", "version");

        static final AttributePath SCORE_HOME = AttributePath.of("Match", "score.home", "home");

        static final AttributePath SCORE_AWAY = AttributePath.of("Match", "score.away", "away");

        static final AttributePath RESULT_WINNER = AttributePath.of("Match", "result.winner", "winner");

        static final AttributePath RESULT_DECIDED_AT = AttributePath.of("Match", "result.decidedAt", "decided_at");

        static final Pattern ROUTE_RESULT = Pattern.compile("RESULT#[^#]+");
    }
}
