package io.dynaforge.it.write;

import io.dynaforge.annotation.AtomicCounter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** A page's view counter: every write adds 5, the first stores 10; {@code title} is a plain attribute. */
@Table("shop")
public class PageCounter {
  @PartitionKey private String pk;
  @SortKey private String sk;
  private String title;
  @AtomicCounter(start = 10, increment = 5) private long views;
  /** Counts the writes: the first stores 1. */
  @AtomicCounter(start = 1) private Integer writes;

  public PageCounter() {}

  public PageCounter(String page, String title) {
    this.pk = "PAGE#" + page;
    this.sk = "COUNTER";
    this.title = title;
  }

  public String getPk() { return pk; }
  public void setPk(String pk) { this.pk = pk; }
  public String getSk() { return sk; }
  public void setSk(String sk) { this.sk = sk; }
  public String getTitle() { return title; }
  public void setTitle(String title) { this.title = title; }
  public long getViews() { return views; }
  public void setViews(long views) { this.views = views; }
  public Integer getWrites() { return writes; }
  public void setWrites(Integer writes) { this.writes = writes; }
}
