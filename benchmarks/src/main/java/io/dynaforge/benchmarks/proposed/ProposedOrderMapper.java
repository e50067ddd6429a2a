package io.dynaforge.benchmarks.proposed;

import io.dynaforge.benchmarks.model.Address;
import io.dynaforge.benchmarks.model.Address_Mapper;
import io.dynaforge.benchmarks.model.Order;
import io.dynaforge.benchmarks.model.OrderStatus;
import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.AttributeValues;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The generated {@code Order_Mapper} (as generated from 9e0d4a9 up to the time of measurement) with
 * the changes of {@code benchmarks/proposed-codegen.diff} applied by hand, so that their effect can
 * be measured before the generator emits them. Every change is marked {@code // proposed:}; the
 * nested {@code createM} goes through {@link ProposedAddressMapper}. Delete once the generator
 * emits the same code.
 */
public final class ProposedOrderMapper implements EntityMapper<Order> {
    public static final ProposedOrderMapper INSTANCE = new ProposedOrderMapper();

    private static final AttributePath PATH_PK = AttributePath.of("Order", "pk", "pk");

    private static final AttributePath PATH_SK = AttributePath.of("Order", "sk", "sk");

    private static final AttributePath PATH_NAME = AttributePath.of("Order", "name", "name");

    private static final AttributePath PATH_CREATED_AT = AttributePath.of("Order", "createdAt", "createdAt");

    private static final AttributePath PATH_TOTAL = AttributePath.of("Order", "total", "total");

    private static final AttributePath PATH_QUANTITY = AttributePath.of("Order", "quantity", "quantity");

    private static final AttributePath PATH_VERSION = AttributePath.of("Order", "version", "version");

    private static final AttributePath PATH_GIFT = AttributePath.of("Order", "gift", "gift");

    private static final AttributePath PATH_STATUS = AttributePath.of("Order", "status", "status");

    private static final AttributePath PATH_TAGS = AttributePath.of("Order", "tags", "tags");

    private static final AttributePath PATH_ATTRIBUTES = AttributePath.of("Order", "attributes", "attributes");

    private static final AttributePath PATH_SHIPPING_ADDRESS = AttributePath.of("Order", "shippingAddress", "shippingAddress");

    // proposed: METADATA in a holder class, built on first metadata() call. Its KeyAttribute uses the
    // SDK's ScalarAttributeType, whose static initialiser (EnumUtils, a lambda) costs ms cold.
    private static final class Metadata {
        static final EntityMetadata VALUE = new EntityMetadata(
            "Order",
            "shop",
            List.of(new KeyAttribute("pk", ScalarAttributeType.S, "pk")),
            List.of(new KeyAttribute("sk", ScalarAttributeType.S, "sk")),
            "version",
            null,
            Set.of("pk", "sk", "name", "createdAt", "total", "quantity", "version", "gift", "status", "tags", "attributes", "shippingAddress"));
    }

    /**
     * Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.
     */
    public ProposedOrderMapper() {
    }

    @Override
    public Class<Order> type() {
        return Order.class;
    }

    @Override
    public EntityMetadata metadata() {
        return Metadata.VALUE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Order entity) {
        Map<String, AttributeValue> item = new HashMap<>(17);
        String pk = entity.getPk();
        if (pk != null) {
            item.put("pk", AttributeValues.s(pk));
        }
        String sk = entity.getSk();
        if (sk != null) {
            item.put("sk", AttributeValues.s(sk));
        }
        String name = entity.getName();
        if (name != null) {
            item.put("name", AttributeValues.s(name));
        }
        Instant createdAt = entity.getCreatedAt();
        if (createdAt != null) {
            item.put("createdAt", AttributeValues.s(createdAt.toString()));
        }
        BigDecimal total = entity.getTotal();
        if (total != null) {
            item.put("total", AttributeValues.n(total));
        }
        int quantity = entity.getQuantity();
        item.put("quantity", AttributeValues.n((int) quantity));
        long versionValue = entity.getVersion();
        item.put("version", AttributeValues.n((long) versionValue));
        boolean gift = entity.isGift();
        item.put("gift", AttributeValues.bool(gift));
        OrderStatus status = entity.getStatus();
        if (status != null) {
            item.put("status", AttributeValues.s(status.name()));
        }
        List<String> tags = entity.getTags();
        if (tags != null) {
            item.put("tags", ProposedAttributeValues.stringList(tags)); // proposed: no lambda
        }
        Map<String, String> attributes = entity.getAttributes();
        if (attributes != null) {
            item.put("attributes", ProposedAttributeValues.stringMap(attributes)); // proposed: no lambda
        }
        Address shippingAddress = entity.getShippingAddress();
        if (shippingAddress != null) {
            // proposed: the nested mapper wraps with AttributeValue.createM, not fromM (builder)
            item.put("shippingAddress", ProposedAddressMapper.INSTANCE.toAttributeValue(shippingAddress));
        }
        return item;
    }

    @Override
    public Order fromItem(Map<String, AttributeValue> item) {
        AttributeValue av;
        String pk = (av = item.get("pk")) == null ? null : AttributeValues.readS(av, PATH_PK);
        String sk = (av = item.get("sk")) == null ? null : AttributeValues.readS(av, PATH_SK);
        String name = (av = item.get("name")) == null ? null : AttributeValues.readS(av, PATH_NAME);
        Instant createdAt = (av = item.get("createdAt")) == null ? null : ProposedAttributeValues.readInstant(av, PATH_CREATED_AT); // proposed: typed reader, no method ref
        BigDecimal total = (av = item.get("total")) == null ? null : AttributeValues.readBigDecimal(av, PATH_TOTAL);
        int quantity = (av = item.get("quantity")) == null ? 0 : AttributeValues.readInt(av, PATH_QUANTITY);
        long versionValue = (av = item.get("version")) == null ? 0L : AttributeValues.readLong(av, PATH_VERSION);
        boolean gift = (av = item.get("gift")) == null ? false : AttributeValues.readBool(av, PATH_GIFT);
        OrderStatus status = (av = item.get("status")) == null ? null : AttributeValues.readEnum(av, PATH_STATUS, OrderStatus.class);
        List<String> tags = (av = item.get("tags")) == null ? null : ProposedAttributeValues.readStringList(av, PATH_TAGS); // proposed: no lambda
        Map<String, String> attributes = (av = item.get("attributes")) == null ? null : ProposedAttributeValues.readStringMap(av, PATH_ATTRIBUTES); // proposed: no lambda
        Address shippingAddress = (av = item.get("shippingAddress")) == null ? null : Address_Mapper.INSTANCE.fromAttributeValue(av, PATH_SHIPPING_ADDRESS);
        Order entity = new Order();
        entity.setPk(pk);
        entity.setSk(sk);
        entity.setName(name);
        entity.setCreatedAt(createdAt);
        entity.setTotal(total);
        entity.setQuantity(quantity);
        entity.setVersion(versionValue);
        entity.setGift(gift);
        entity.setStatus(status);
        entity.setTags(tags);
        entity.setAttributes(attributes);
        entity.setShippingAddress(shippingAddress);
        return entity;
    }

    @Override
    public Map<String, AttributeValue> keyOf(Order entity) {
        Map<String, AttributeValue> item = new HashMap<>(3);
        String pk = entity.getPk();
        if (pk == null) {
            throw new DynamoDbMappingException("The key property 'pk' (attribute 'pk') of Order (table 'shop') is null; set it before writing, reading or deleting by entity");
        }
        item.put("pk", AttributeValues.s(pk));
        String sk = entity.getSk();
        if (sk == null) {
            throw new DynamoDbMappingException("The key property 'sk' (attribute 'sk') of Order (table 'shop') is null; set it before writing, reading or deleting by entity");
        }
        item.put("sk", AttributeValues.s(sk));
        return item;
    }

    /**
     * The version, or {@code null} for a new entity (a primitive version of 0 is new).
     */
    @Override
    public Long versionOf(Order entity) {
        long version = entity.getVersion();
        return version == 0 ? null : (long) version;
    }

    @Override
    public Order withVersion(Order entity, Long version) {
        entity.setVersion(version == null ? 0 : version.longValue());
        return entity;
    }
}
