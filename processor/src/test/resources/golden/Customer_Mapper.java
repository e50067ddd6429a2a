package com.acme;

import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.ItemValues;
import io.dynaforge.internal.KeyValues;
import io.dynaforge.internal.ScalarCodec;
import io.dynaforge.mapping.AtomicCounterAttribute;
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
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Maps {@link Customer} to and from DynamoDB items without reflection.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class Customer_Mapper implements EntityMapper<Customer> {
    public static final Customer_Mapper INSTANCE = new Customer_Mapper();

    private static final Customer.MoneyConverter CONVERTER_CUSTOMER_MONEYCONVERTER = new Customer.MoneyConverter();

    /**
     * Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.
     */
    public Customer_Mapper() {
    }

    @Override
    public Class<Customer> type() {
        return Customer.class;
    }

    @Override
    public EntityMetadata metadata() {
        return MetadataHolder.METADATA;
    }

    /**
     * Flattens the {@code @Embedded} {@code contact} into the owning item (nothing when it is null).
     */
    private static void writeContact(Customer.Contact entity, Map<String, AttributeValue> item) {
        if (entity == null) {
            return;
        }
        ItemValues.putString(item, "email", entity.email());
        ItemValues.putString(item, "phone_no", entity.phone());
    }

    @Override
    public Map<String, AttributeValue> toItem(Customer entity) {
        Map<String, AttributeValue> item = new HashMap<>(31);
        ItemValues.putString(item, "pk", entity.pk);
        ItemValues.putString(item, "customerId", entity.customerId);
        ItemValues.putString(item, "full_name", entity.name);
        ItemValues.putEnum(item, "tier", entity.tier);
        ItemValues.putText(item, "since", entity.since);
        Customer.Money balance = entity.balance;
        if (balance != null) {
            item.put("balance", CONVERTER_CUSTOMER_MONEYCONVERTER.toAttributeValue(balance));
        }
        ItemValues.putInteger(item, "total", entity.total);
        item.put("visits", AttributeValues.n(entity.visits));
        item.put("saves", AttributeValues.n(entity.saves));
        item.put("active", AttributeValues.bool(entity.active));
        ItemValues.putStringList(item, "tags", entity.tags);
        ItemValues.putList(item, "venues", entity.venues, Venue_Mapper.INSTANCE);
        Set<String> roles = entity.roles;
        if (roles != null && !roles.isEmpty()) {
            item.put("roles", AttributeValues.ss(roles, e0 -> e0));
        }
        Set<Integer> lucky = entity.lucky;
        if (lucky != null && !lucky.isEmpty()) {
            item.put("lucky", AttributeValues.ns(lucky));
        }
        Set<Customer.Tier> tiers = entity.tiers;
        if (tiers != null && !tiers.isEmpty()) {
            item.put("tiers", AttributeValues.ss(tiers, e0 -> e0.name()));
        }
        ItemValues.putMap(item, "scores", entity.scores, ScalarCodec.INTEGER);
        ItemValues.putValue(item, "venue", entity.venue, Venue_Mapper.INSTANCE);
        ItemValues.putValue(item, "home", entity.home, Venue_Mapper.INSTANCE);
        writeContact(entity.contact, item);
        ItemValues.putEpochSeconds(item, "expiresAt", entity.expiresAt);
        item.put("sk", AttributeValues.s(Customer_Keys.sk(entity.customerId)));
        item.put("gsi1sk", AttributeValues.s(Customer_Keys.gsi1sk(entity.tier, entity.since)));
        return item;
    }

    /**
     * Reads the {@code @Embedded} {@code contact} from the owning item's flattened attributes.
     */
    private static Customer.Contact readContact(Map<String, AttributeValue> item) {
        String email = ItemValues.getString(item, Paths.CONTACT_EMAIL);
        String phone = ItemValues.getString(item, Paths.CONTACT_PHONE);
        return new Customer.Contact(email, phone);
    }

    @Override
    public Customer fromItem(Map<String, AttributeValue> item) {
        AttributeValue av;
        String pk = ItemValues.getString(item, Paths.PK);
        String customerId = ItemValues.getString(item, Paths.CUSTOMER_ID);
        String name = ItemValues.getString(item, Paths.NAME);
        Customer.Tier tier = ItemValues.getEnum(item, Paths.TIER, Customer.Tier.class);
        LocalDate since = ItemValues.getLocalDate(item, Paths.SINCE);
        Customer.Money balance = (av = item.get("balance")) == null ? null : CONVERTER_CUSTOMER_MONEYCONVERTER.fromAttributeValue(av);
        Integer total = ItemValues.getInteger(item, Paths.TOTAL);
        int visits = (av = item.get("visits")) == null ? 0 : AttributeValues.readInt(av, Paths.VISITS);
        long saves = (av = item.get("saves")) == null ? 0L : AttributeValues.readLong(av, Paths.SAVES);
        boolean active = (av = item.get("active")) == null ? false : AttributeValues.readBool(av, Paths.ACTIVE);
        List<String> tags = ItemValues.getStringList(item, Paths.TAGS);
        List<Venue> venues = ItemValues.getList(item, Paths.VENUES, Venue_Mapper.INSTANCE);
        Set<String> roles = AttributeValues.readSs(item.get("roles"), Paths.ROLES, s -> s);
        Set<Integer> lucky = AttributeValues.readNs(item.get("lucky"), Paths.LUCKY, Integer::valueOf);
        Set<Customer.Tier> tiers = AttributeValues.readSs(item.get("tiers"), Paths.TIERS, Customer.Tier::valueOf);
        Map<String, Integer> scores = ItemValues.getMap(item, Paths.SCORES, ScalarCodec.INTEGER);
        Venue venue = ItemValues.getValue(item, Paths.VENUE, Venue_Mapper.INSTANCE);
        Venue home = ItemValues.getValue(item, Paths.HOME, Venue_Mapper.INSTANCE);
        Customer.Contact contact = (item.containsKey("email") || item.containsKey("phone_no")) ? readContact(item) : null;
        Instant expiresAt = ItemValues.getEpochSeconds(item, Paths.EXPIRES_AT);
        if ((customerId == null) && (av = item.get("sk")) != null && av.s() != null) {
            Customer_Keys.Sk skParts = Customer_Keys.parseSk(av.s());
            if (customerId == null) {
                customerId = skParts.customerId();
            }
        }
        if ((tier == null || since == null) && (av = item.get("gsi1sk")) != null && av.s() != null) {
            Customer_Keys.Gsi1sk gsi1skParts = Customer_Keys.parseGsi1sk(av.s());
            if (tier == null) {
                tier = gsi1skParts.tier();
            }
            if (since == null) {
                since = gsi1skParts.since();
            }
        }
        Customer entity = new Customer();
        entity.pk = pk;
        entity.customerId = customerId;
        entity.name = name;
        entity.tier = tier;
        entity.since = since;
        entity.balance = balance;
        entity.total = total;
        entity.visits = visits;
        entity.saves = saves;
        entity.active = active;
        entity.tags = tags;
        entity.venues = venues;
        entity.roles = roles;
        entity.lucky = lucky;
        entity.tiers = tiers;
        entity.scores = scores;
        entity.venue = venue;
        entity.home = home;
        entity.contact = contact;
        entity.expiresAt = expiresAt;
        return entity;
    }

    @Override
    public Map<String, AttributeValue> keyOf(Customer entity) {
        Map<String, AttributeValue> item = new HashMap<>(3);
        String pk = entity.pk;
        KeyValues.requireKey(pk, "The key property 'pk' (attribute 'pk') of Customer (table 'shop') is null; set it before writing, reading or deleting by entity");
        item.put("pk", AttributeValues.s(pk));
        item.put("sk", AttributeValues.s(Customer_Keys.sk(entity.customerId)));
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
            case "pk" -> KeyValues.s(value, "Customer", "shop", attribute);
            case "customerId" -> KeyValues.s(value, "Customer", "shop", attribute);
            case "full_name" -> KeyValues.s(value, "Customer", "shop", attribute);
            case "tier" -> AttributeValues.s(KeyValues.require(value, Customer.Tier.class, "Customer", "shop", attribute).name());
            case "since" -> AttributeValues.s(KeyValues.require(value, LocalDate.class, "Customer", "shop", attribute).toString());
            case "total" -> KeyValues.n(value, "Customer", "shop", attribute);
            case "visits" -> KeyValues.n(value, "Customer", "shop", attribute);
            case "saves" -> KeyValues.n(value, "Customer", "shop", attribute);
            case "email" -> KeyValues.s(value, "Customer", "shop", attribute);
            case "phone_no" -> KeyValues.s(value, "Customer", "shop", attribute);
            case "sk" -> KeyValues.s(value, "Customer", "shop", attribute);
            case "gsi1sk" -> KeyValues.s(value, "Customer", "shop", attribute);
            default -> KeyValues.notAKeyAttribute("Customer", "shop", attribute);
        };
    }

    @Override
    public List<DerivedColumn> derivedColumns() {
        return MetadataHolder.DERIVED;
    }

    @Override
    public String composeColumn(String column, Customer entity) {
        switch (column) {
            case "sk":
                return Customer_Keys.sk(entity.customerId);
            case "gsi1sk":
                return Customer_Keys.gsi1sk(entity.tier, entity.since);
            default:
                return EntityMapper.super.composeColumn(column, entity);
        }
    }

    @Override
    public KindPattern kindPattern() {
        return MetadataHolder.KIND;
    }

    @Override
    public List<AtomicCounterAttribute> atomicCounters() {
        return List.of(new AtomicCounterAttribute("saves", 1L, 1L));
    }

    /**
     * Sets each {@code @AtomicCounter} property to the count the write stored.
     */
    @Override
    public Customer withAtomicCounters(Customer entity, Map<String, AttributeValue> item) {
        AttributeValue av;
        if ((av = item.get("saves")) != null) {
            entity.saves = AttributeValues.readLong(av, Paths.SAVES);
        }
        return entity;
    }

    private static final class MetadataHolder {
        static final EntityMetadata METADATA = new EntityMetadata(
            "Customer",
            "shop",
            List.<KeyAttribute>of(new KeyAttribute("pk", ScalarAttributeType.S, "pk")),
            List.<KeyAttribute>of(new KeyAttribute("sk", ScalarAttributeType.S, null)),
            null,
            "expiresAt",
            Set.<String>of("pk", "customerId", "full_name", "tier", "since", "balance", "total", "visits", "saves", "active", "tags", "venues", "roles", "lucky", "tiers", "scores", "venue", "home", "email", "phone_no", "expiresAt", "sk", "gsi1sk"));

        static final List<DerivedColumn> DERIVED = List.<DerivedColumn>of(
                new DerivedColumn("sk", true, false, List.<String>of("customerId"), List.<String>of("customerId")),
                new DerivedColumn("gsi1sk", false, false, List.<String>of("tier", "since"), List.<String>of("tier", "since")));

        static final KindPattern KIND = KindPattern.of("sk", "CUSTOMER#{*}");
    }

    private static final class Paths {
        static final AttributePath PK = AttributePath.of("Customer", "pk", "pk");

        static final AttributePath CUSTOMER_ID = AttributePath.of("Customer", "customerId", "customerId");

        static final AttributePath NAME = AttributePath.of("Customer", "name", "full_name");

        static final AttributePath TIER = AttributePath.of("Customer", "tier", "tier");

        static final AttributePath SINCE = AttributePath.of("Customer", "since", "since");

        static final AttributePath TOTAL = AttributePath.of("Customer", "total", "total");

        static final AttributePath VISITS = AttributePath.of("Customer", "visits", "visits");

        static final AttributePath SAVES = AttributePath.of("Customer", "saves", "saves");

        static final AttributePath ACTIVE = AttributePath.of("Customer", "active", "active");

        static final AttributePath TAGS = AttributePath.of("Customer", "tags", "tags");

        static final AttributePath VENUES = AttributePath.of("Customer", "venues", "venues");

        static final AttributePath ROLES = AttributePath.of("Customer", "roles", "roles");

        static final AttributePath LUCKY = AttributePath.of("Customer", "lucky", "lucky");

        static final AttributePath TIERS = AttributePath.of("Customer", "tiers", "tiers");

        static final AttributePath SCORES = AttributePath.of("Customer", "scores", "scores");

        static final AttributePath VENUE = AttributePath.of("Customer", "venue", "venue");

        static final AttributePath HOME = AttributePath.of("Customer", "home", "home");

        static final AttributePath CONTACT_EMAIL = AttributePath.of("Customer", "contact.email", "email");

        static final AttributePath CONTACT_PHONE = AttributePath.of("Customer", "contact.phone", "phone_no");

        static final AttributePath EXPIRES_AT = AttributePath.of("Customer", "expiresAt", "expiresAt");
    }
}
