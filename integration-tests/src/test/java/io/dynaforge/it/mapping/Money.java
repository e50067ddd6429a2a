package io.dynaforge.it.mapping;

import java.math.BigDecimal;

/** A value type stored through a user converter. */
public record Money(BigDecimal amount, String currency) {}
