package io.dynaforge.benchmarks.bean;

import java.util.Objects;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;

/** {@link io.dynaforge.benchmarks.model.Address} as a bean, for the Enhanced Client variants. */
@DynamoDbBean
public class AddressBean {

  private String street;
  private String city;
  private String postalCode;
  private String country;

  public String getStreet() {
    return street;
  }

  public void setStreet(String street) {
    this.street = street;
  }

  public String getCity() {
    return city;
  }

  public void setCity(String city) {
    this.city = city;
  }

  public String getPostalCode() {
    return postalCode;
  }

  public void setPostalCode(String postalCode) {
    this.postalCode = postalCode;
  }

  public String getCountry() {
    return country;
  }

  public void setCountry(String country) {
    this.country = country;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AddressBean other
        && Objects.equals(street, other.street)
        && Objects.equals(city, other.city)
        && Objects.equals(postalCode, other.postalCode)
        && Objects.equals(country, other.country);
  }

  @Override
  public int hashCode() {
    return Objects.hash(street, city, postalCode, country);
  }
}
