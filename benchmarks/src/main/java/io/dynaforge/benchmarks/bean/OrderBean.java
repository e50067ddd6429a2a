package io.dynaforge.benchmarks.bean;

import io.dynaforge.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.enhanced.dynamodb.extensions.annotations.DynamoDbVersionAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * The same fields as {@link io.dynaforge.benchmarks.model.Order}, as an Enhanced Client bean: used
 * by {@code TableSchema.fromBean} and by the hand-written {@code StaticTableSchema}, both of which
 * need a mutable bean (and, for the nested address, a nested bean).
 */
@DynamoDbBean
public class OrderBean {

  private String pk;
  private String sk;
  private String name;
  private Instant createdAt;
  private BigDecimal total;
  private int quantity;
  private long version;
  private boolean gift;
  private OrderStatus status;
  private List<String> tags;
  private Map<String, String> attributes;
  private AddressBean shippingAddress;

  @DynamoDbPartitionKey
  public String getPk() {
    return pk;
  }

  public void setPk(String pk) {
    this.pk = pk;
  }

  @DynamoDbSortKey
  public String getSk() {
    return sk;
  }

  public void setSk(String sk) {
    this.sk = sk;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public Instant getCreatedAt() {
    return createdAt;
  }

  public void setCreatedAt(Instant createdAt) {
    this.createdAt = createdAt;
  }

  public BigDecimal getTotal() {
    return total;
  }

  public void setTotal(BigDecimal total) {
    this.total = total;
  }

  public int getQuantity() {
    return quantity;
  }

  public void setQuantity(int quantity) {
    this.quantity = quantity;
  }

  @DynamoDbVersionAttribute
  public long getVersion() {
    return version;
  }

  public void setVersion(long version) {
    this.version = version;
  }

  public boolean isGift() {
    return gift;
  }

  public void setGift(boolean gift) {
    this.gift = gift;
  }

  public OrderStatus getStatus() {
    return status;
  }

  public void setStatus(OrderStatus status) {
    this.status = status;
  }

  public List<String> getTags() {
    return tags;
  }

  public void setTags(List<String> tags) {
    this.tags = tags;
  }

  public Map<String, String> getAttributes() {
    return attributes;
  }

  public void setAttributes(Map<String, String> attributes) {
    this.attributes = attributes;
  }

  public AddressBean getShippingAddress() {
    return shippingAddress;
  }

  public void setShippingAddress(AddressBean shippingAddress) {
    this.shippingAddress = shippingAddress;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof OrderBean other
        && quantity == other.quantity
        && version == other.version
        && gift == other.gift
        && Objects.equals(pk, other.pk)
        && Objects.equals(sk, other.sk)
        && Objects.equals(name, other.name)
        && Objects.equals(createdAt, other.createdAt)
        && Objects.equals(total, other.total)
        && status == other.status
        && Objects.equals(tags, other.tags)
        && Objects.equals(attributes, other.attributes)
        && Objects.equals(shippingAddress, other.shippingAddress);
  }

  @Override
  public int hashCode() {
    return Objects.hash(pk, sk);
  }
}
