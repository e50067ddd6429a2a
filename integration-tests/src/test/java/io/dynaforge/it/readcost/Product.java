package io.dynaforge.it.readcost;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;

/**
 * The seed's {@code PRODUCT#123 / METADATA} item with its sparse "featured" index: {@code featured}
 * is written only while the product is featured ({@code 'featured': 'FEATURED'}).
 */
@Table("catalog")
@PartitionKeyTemplate("PRODUCT#{productId}")
@SortKeyTemplate("METADATA")
@SortKeyTemplate(value = "{featured}", column = "featured", sparse = true)
public class Product {
  @Derived public String productId;
  @Derived public Featured featured;
  public String name;
  public String category;
  public BigDecimal price;

  public Product() {}

  public Product(String productId, Featured featured, String name, String category, BigDecimal price) {
    this.productId = productId;
    this.featured = featured;
    this.name = name;
    this.category = category;
    this.price = price;
  }
}
