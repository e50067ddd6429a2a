package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Leaves an attribute of an encrypted table neither encrypted nor signed ({@code DO_NOTHING} of the
 * AWS Database Encryption SDK for DynamoDB, listed as an allowed unsigned attribute): it may change
 * without the item's signature, so a declared {@code @Update} may set it. Without an {@code
 * @Encrypted} property on the table it has no effect. Keys, key-template placeholders and index keys
 * cannot be unsigned.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface Unsigned {}
