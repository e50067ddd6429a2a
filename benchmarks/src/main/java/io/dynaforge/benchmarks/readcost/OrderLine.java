package io.dynaforge.benchmarks.readcost;

import java.math.BigDecimal;

/** The 3-attribute projection of {@link WideOrder} a list screen needs. */
public record OrderLine(String sk, String status, BigDecimal total) {}
