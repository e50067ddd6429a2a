package com.acme;

import io.dynaforge.expression.Attribute;
import io.dynaforge.expression.KeyAttribute;
import io.dynaforge.expression.ListAttribute;
import io.dynaforge.expression.NumberAttribute;
import io.dynaforge.expression.SetAttribute;
import io.dynaforge.expression.StringAttribute;
import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.ScalarCodec;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import javax.annotation.processing.Generated;

/**
 * The attributes of {@link Customer} for typed conditions and updates ({@code io.dynaforge.expression}):
 * each carries its stored name and encodes a value as {@link Customer_Mapper} writes it. Key attributes
 * ({@code KeyAttribute}) are for conditions only.
 * The properties of an {@code @Embedded} member are in the nested class named after the member
 * ({@code Customer_Attributes.contact.property}).
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class Customer_Attributes {
    private static final Customer.MoneyConverter CONVERTER_CUSTOMER_MONEYCONVERTER = new Customer.MoneyConverter();

    /**
     * The key attribute {@code pk} (property {@code pk}): for conditions only.
     */
    public static final KeyAttribute<Customer, String> pk = KeyAttribute.<Customer, String>of("pk", ScalarCodec.STRING);

    /**
     * The attribute {@code customerId} (property {@code customerId}), a placeholder of the table's own key template: for conditions only (an update of it would move the item off its key).
     */
    public static final KeyAttribute<Customer, String> customerId = KeyAttribute.<Customer, String>of("customerId", ScalarCodec.STRING);

    /**
     * The attribute {@code full_name} (property {@code name}).
     */
    public static final StringAttribute<Customer> name = StringAttribute.<Customer>of("full_name", ScalarCodec.STRING);

    /**
     * The attribute {@code tier} (property {@code tier}).
     */
    public static final Attribute<Customer, Customer.Tier> tier = Attribute.<Customer, Customer.Tier>plain("tier", v -> AttributeValues.s(v.name()));

    /**
     * The attribute {@code since} (property {@code since}).
     */
    public static final Attribute<Customer, LocalDate> since = Attribute.<Customer, LocalDate>plain("since", ScalarCodec.LOCAL_DATE);

    /**
     * The attribute {@code balance} (property {@code balance}).
     */
    public static final Attribute<Customer, Customer.Money> balance = Attribute.<Customer, Customer.Money>plain("balance", CONVERTER_CUSTOMER_MONEYCONVERTER::toAttributeValue);

    /**
     * The attribute {@code total} (property {@code total}).
     */
    public static final NumberAttribute<Customer, Integer> total = NumberAttribute.<Customer, Integer>of("total", ScalarCodec.INTEGER, Integer.class);

    /**
     * The attribute {@code visits} (property {@code visits}).
     */
    public static final NumberAttribute<Customer, Integer> visits = NumberAttribute.<Customer, Integer>of("visits", ScalarCodec.INTEGER, Integer.class);

    /**
     * The attribute {@code saves} (property {@code saves}).
     */
    public static final NumberAttribute<Customer, Long> saves = NumberAttribute.<Customer, Long>of("saves", ScalarCodec.LONG, Long.class);

    /**
     * The attribute {@code active} (property {@code active}).
     */
    public static final Attribute<Customer, Boolean> active = Attribute.<Customer, Boolean>plain("active", ScalarCodec.BOOLEAN);

    /**
     * The attribute {@code tags} (property {@code tags}).
     */
    public static final ListAttribute<Customer, String> tags = ListAttribute.<Customer, String>of("tags", AttributeValues::stringList, ScalarCodec.STRING);

    /**
     * The attribute {@code venues} (property {@code venues}).
     */
    public static final ListAttribute<Customer, Venue> venues = ListAttribute.<Customer, Venue>of("venues", v -> AttributeValues.l(v, Venue_Mapper.INSTANCE), Venue_Mapper.INSTANCE);

    /**
     * The attribute {@code roles} (property {@code roles}).
     */
    public static final SetAttribute<Customer, String> roles = SetAttribute.<Customer, String>of("roles", v -> AttributeValues.ss(v, e0 -> e0), ScalarCodec.STRING);

    /**
     * The attribute {@code lucky} (property {@code lucky}).
     */
    public static final SetAttribute<Customer, Integer> lucky = SetAttribute.<Customer, Integer>of("lucky", AttributeValues::ns, ScalarCodec.INTEGER);

    /**
     * The attribute {@code tiers} (property {@code tiers}).
     */
    public static final SetAttribute<Customer, Customer.Tier> tiers = SetAttribute.<Customer, Customer.Tier>of("tiers", v -> AttributeValues.ss(v, e0 -> e0.name()), v -> AttributeValues.s(v.name()));

    /**
     * The attribute {@code scores} (property {@code scores}).
     */
    public static final Attribute<Customer, Map<String, Integer>> scores = Attribute.<Customer, Map<String, Integer>>plain("scores", v -> AttributeValues.m(v, ScalarCodec.INTEGER));

    /**
     * The attribute {@code venue} (property {@code venue}).
     */
    public static final Attribute<Customer, Venue> venue = Attribute.<Customer, Venue>plain("venue", Venue_Mapper.INSTANCE);

    /**
     * The attribute {@code home} (property {@code home}).
     */
    public static final Attribute<Customer, Venue> home = Attribute.<Customer, Venue>plain("home", Venue_Mapper.INSTANCE);

    /**
     * The attribute {@code expiresAt} (property {@code expiresAt}).
     */
    public static final Attribute<Customer, Instant> expiresAt = Attribute.<Customer, Instant>plain("expiresAt", AttributeValues::epochSeconds);

    /**
     * The key attribute {@code sk}, composed by {@code @SortKeyTemplate("CUSTOMER#{customerId}")} (compose its values with {@code Customer_Keys}).
     */
    public static final KeyAttribute<Customer, String> sk = KeyAttribute.<Customer, String>of("sk", ScalarCodec.STRING);

    /**
     * The key attribute {@code gsi1sk}, composed by {@code @SortKeyTemplate("{tier}#{since}")} (compose its values with {@code Customer_Keys}).
     */
    public static final KeyAttribute<Customer, String> gsi1sk = KeyAttribute.<Customer, String>of("gsi1sk", ScalarCodec.STRING);

    private Customer_Attributes() {
    }

    /**
     * The attributes of the {@code @Embedded} member {@code contact} (Customer.Contact), flattened into the item.
     */
    public static final class contact {
        /**
         * The attribute {@code email} (property {@code email}).
         */
        public static final StringAttribute<Customer> email = StringAttribute.<Customer>of("email", ScalarCodec.STRING);

        /**
         * The attribute {@code phone_no} (property {@code phone}).
         */
        public static final StringAttribute<Customer> phone = StringAttribute.<Customer>of("phone_no", ScalarCodec.STRING);

        private contact() {
        }
    }
}
