package io.dynaforge.it.readcost;

import java.math.BigDecimal;

/** A record projection of {@link Item}. */
public record ItemPrice(String sk, String name, BigDecimal price) {}
