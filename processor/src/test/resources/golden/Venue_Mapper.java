package com.acme;

import io.dynaforge.internal.ItemValues;
import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.ItemMapper;
import java.util.HashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Maps {@link Venue} to and from DynamoDB items without reflection.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class Venue_Mapper implements ItemMapper<Venue> {
    public static final Venue_Mapper INSTANCE = new Venue_Mapper();

    /**
     * Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.
     */
    public Venue_Mapper() {
    }

    @Override
    public Class<Venue> type() {
        return Venue.class;
    }

    @Override
    public Map<String, AttributeValue> toItem(Venue entity) {
        Map<String, AttributeValue> item = new HashMap<>(3);
        ItemValues.putString(item, "name", entity.name);
        ItemValues.putString(item, "city_name", entity.city);
        return item;
    }

    @Override
    public Venue fromItem(Map<String, AttributeValue> item) {
        String name = ItemValues.getString(item, Paths.NAME);
        String city = ItemValues.getString(item, Paths.CITY);
        Venue entity = new Venue();
        entity.name = name;
        entity.city = city;
        return entity;
    }

    private static final class Paths {
        static final AttributePath NAME = AttributePath.of("Venue", "name", "name");

        static final AttributePath CITY = AttributePath.of("Venue", "city", "city_name");
    }
}
