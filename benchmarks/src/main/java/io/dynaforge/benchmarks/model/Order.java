package io.dynaforge.benchmarks.model;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.data.annotation.Version;

/**
 * A realistic single-table entity: an order item under its customer's partition. The Dynaforge
 * processor generates {@code Order_Mapper} (and {@code Address_Mapper}) for it at compile time.
 *
 * <p>Also the object the two fully hand-written variants map, so that generated and hand-written
 * code work on the very same class.
 */
@Table("shop")
public class Order {

  @PartitionKey private String pk;
  @SortKey private String sk;
  private String name;
  private Instant createdAt;
  private BigDecimal total;
  private int quantity;
  @Version private long version;
  private boolean gift;
  private OrderStatus status;
  private List<String> tags;
  private Map<String, String> attributes;
  private Address shippingAddress;

  public String getPk() {
    return pk;
  }

  public void setPk(String pk) {
    this.pk = pk;
  }

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

  public Address getShippingAddress() {
    return shippingAddress;
  }

  public void setShippingAddress(Address shippingAddress) {
    this.shippingAddress = shippingAddress;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Order other
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

  @Override
  public String toString() {
    return "Order[" + pk + ", " + sk + ", " + name + ", " + createdAt + ", " + total + ", " + quantity
        + ", v" + version + ", " + gift + ", " + status + ", " + tags + ", " + attributes + ", "
        + shippingAddress + "]";
  }
}
