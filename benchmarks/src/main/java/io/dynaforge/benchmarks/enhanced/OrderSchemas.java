package io.dynaforge.benchmarks.enhanced;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;

import io.dynaforge.benchmarks.bean.AddressBean;
import io.dynaforge.benchmarks.bean.OrderBean;
import io.dynaforge.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;

/** The two Enhanced Client variants: a hand-written {@link StaticTableSchema} and {@code fromBean}. */
public final class OrderSchemas {

  private OrderSchemas() {}

  /** Reflective, annotation-driven: what most Enhanced Client users write. */
  public static TableSchema<OrderBean> fromBean() {
    return TableSchema.fromBean(OrderBean.class);
  }

  /** Written by hand: getters and setters as lambdas, converters from the default provider. */
  public static StaticTableSchema<OrderBean> staticSchema() {
    StaticTableSchema<AddressBean> address =
        StaticTableSchema.builder(AddressBean.class)
            .newItemSupplier(AddressBean::new)
            .addAttribute(String.class,
                a -> a.name("street").getter(AddressBean::getStreet).setter(AddressBean::setStreet))
            .addAttribute(String.class,
                a -> a.name("city").getter(AddressBean::getCity).setter(AddressBean::setCity))
            .addAttribute(String.class,
                a -> a.name("postalCode").getter(AddressBean::getPostalCode)
                    .setter(AddressBean::setPostalCode))
            .addAttribute(String.class,
                a -> a.name("country").getter(AddressBean::getCountry).setter(AddressBean::setCountry))
            .build();
    return StaticTableSchema.builder(OrderBean.class)
        .newItemSupplier(OrderBean::new)
        .addAttribute(String.class,
            a -> a.name("pk").getter(OrderBean::getPk).setter(OrderBean::setPk)
                .tags(primaryPartitionKey()))
        .addAttribute(String.class,
            a -> a.name("sk").getter(OrderBean::getSk).setter(OrderBean::setSk).tags(primarySortKey()))
        .addAttribute(String.class,
            a -> a.name("name").getter(OrderBean::getName).setter(OrderBean::setName))
        .addAttribute(Instant.class,
            a -> a.name("createdAt").getter(OrderBean::getCreatedAt).setter(OrderBean::setCreatedAt))
        .addAttribute(BigDecimal.class,
            a -> a.name("total").getter(OrderBean::getTotal).setter(OrderBean::setTotal))
        .addAttribute(Integer.class,
            a -> a.name("quantity").getter(OrderBean::getQuantity).setter(OrderBean::setQuantity))
        .addAttribute(Long.class,
            a -> a.name("version").getter(OrderBean::getVersion).setter(OrderBean::setVersion))
        .addAttribute(Boolean.class,
            a -> a.name("gift").getter(OrderBean::isGift).setter(OrderBean::setGift))
        .addAttribute(OrderStatus.class,
            a -> a.name("status").getter(OrderBean::getStatus).setter(OrderBean::setStatus))
        .addAttribute(EnhancedType.listOf(String.class),
            a -> a.name("tags").getter(OrderBean::getTags).setter(OrderBean::setTags))
        .addAttribute(EnhancedType.mapOf(String.class, String.class),
            a -> a.name("attributes").getter(OrderBean::getAttributes).setter(OrderBean::setAttributes))
        .addAttribute(EnhancedType.documentOf(AddressBean.class, address),
            a -> a.name("shippingAddress").getter(OrderBean::getShippingAddress)
                .setter(OrderBean::setShippingAddress))
        .build();
  }
}
