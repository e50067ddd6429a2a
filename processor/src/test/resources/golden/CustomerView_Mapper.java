package com.acme;

import io.dynaforge.internal.ItemCollections;
import io.dynaforge.mapping.ItemCollectionMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Folds the rows of one partition into {@link CustomerView}, routing each by its sort key.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class CustomerView_Mapper implements ItemCollectionMapper<CustomerView> {
    public static final CustomerView_Mapper INSTANCE = new CustomerView_Mapper();

    /**
     * The logical table of the view, as resolved when it was compiled.
     */
    public static final String TABLE_NAME = "crm";

    /**
     * Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.
     */
    public CustomerView_Mapper() {
    }

    @Override
    public Class<CustomerView> type() {
        return CustomerView.class;
    }

    @Override
    public String tableName() {
        return "crm";
    }

    @Override
    public String indexName() {
        return null;
    }

    @Override
    public String partitionKeyAttribute() {
        return "pk";
    }

    @Override
    public String sortKeyAttribute() {
        return "sk";
    }

    /**
     * A key value, converted as the entity of the table that writes the attribute stores it: {@code pk} as {@link CustomerRow}, {@code sk} as {@link CustomerRow}, any other by its Java type.
     */
    @Override
    public AttributeValue keyValue(String attribute, Object value) {
        return switch (attribute) {
            case "pk" -> CustomerRow_Mapper.INSTANCE.keyValue("pk", value);
            case "sk" -> CustomerRow_Mapper.INSTANCE.keyValue("sk", value);
            default -> ItemCollectionMapper.super.keyValue(attribute, value);
        };
    }

    @Override
    public CustomerView fold(List<Map<String, AttributeValue>> rows) {
        ProfileData profile = null;
        String profileKey = null;
        List<OrderData> orders = new ArrayList<>();
        for (Map<String, AttributeValue> row : rows) {
            String skValue = ItemCollections.routingKey(row, "sk");
            if (skValue != null && skValue.startsWith("PROFILE")) {
                if (profile != null) {
                    throw ItemCollections.duplicateRow("CustomerView", "profile", profileKey, skValue);
                }
                profile = ProfileData_Mapper.INSTANCE.fromItem(row);
                profileKey = skValue;
            }
            if (skValue != null && Routes.ORDERS.matcher(skValue).matches()) {
                orders.add(OrderData_Mapper.INSTANCE.fromItem(row));
            }
        }
        return new CustomerView(profile, orders);
    }

    private static final class Routes {
        static final Pattern ORDERS = Pattern.compile("ORDER#[^#]+");
    }
}
