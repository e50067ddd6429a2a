package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Encrypts and signs the attribute on the client ({@code ENCRYPT_AND_SIGN} of the AWS Database
 * Encryption SDK for DynamoDB): DynamoDB stores ciphertext. The entity's kind is then encrypted: every
 * other attribute it writes, keys and template columns included, is signed ({@code SIGN_ONLY}), and
 * the table holding it is an encrypted table, every kind on it signed.
 *
 * <pre>{@code
 * @Encrypted private String cardNumber;
 * }</pre>
 *
 * <p>DynamoDB sees only ciphertext, so the processor refuses what would silently find nothing or be
 * refused by the SDK at run time: {@code @Encrypted} on a key, a key-template placeholder, an index
 * key, a {@code @Version} or a {@code @TimeToLive} property; queries, filters, conditions and
 * orderings on the attribute; declared updates of the kind's signed attributes; PartiQL on the table;
 * projections of the kind. See {@code docs/encryption.md}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface Encrypted {}
