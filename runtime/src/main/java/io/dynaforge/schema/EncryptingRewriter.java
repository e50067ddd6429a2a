package io.dynaforge.schema;

import io.dynaforge.core.ItemCipher;
import io.dynaforge.core.engine.ItemRewrites;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The rewrites of a kind on an encrypted table: the AWS Database Encryption SDK signs whole items, and an
 * UpdateItem can neither produce ciphertext nor change a signed attribute, so an item is rewritten by a
 * conditional PutItem of the whole item, encrypted by the template's {@link ItemCipher}. An item needs one
 * when it is still plaintext (no {@link ItemCipher#headerAttribute() header}: written before its table was
 * encrypted) or when its derived attributes differ from what the mapper writes; an encrypted item that is up
 * to date is left alone.
 *
 * <p>Items are read as stored (past the template's cipher): a plaintext item is taken as it is, an encrypted
 * one is verified and decrypted with the cipher. The whole item written is the item as read, every attribute
 * kept (those the entity does not map included), with the derived attributes the mapper writes.
 *
 * <p>The PutItem is conditioned on the item being the one read: it exists, its header is the one read (a
 * header is new with every encryption, so any write through the SDK since the read changes it) or still
 * absent for a plaintext item, its version is the one read, and every attribute the entity maps holds the
 * value read (as stored: ciphertext for an encrypted attribute of an encrypted item), or is absent as it was.
 * The condition is bounded by the model, like {@link DerivedAttributes}'. Attributes the entity does not map
 * are covered by the header alone: a writer that still writes plaintext could change one of them unseen, which
 * is why every writer encrypts (the SDK's {@code FORBID_PLAINTEXT_WRITE}) before the backfill runs.
 */
final class EncryptingRewriter<T> implements Rewriter<EncryptingRewriter.Rewrite> {

  /** The whole item to write (plaintext: the cipher encrypts it when sent) and the condition on the one read. */
  record Rewrite(Map<String, AttributeValue> item, Map<String, AttributeValue> expected) {}

  private final DerivedAttributes<T> derived;
  private final ItemCipher cipher;
  private final String table;
  private final String entity;
  private final String header;
  /** The attributes whose stored value conditions a rewrite, besides the header: the version, then the model's. */
  private final List<String> conditioned;

  private EncryptingRewriter(ItemRewrites<T> items, DerivedAttributes<T> derived, ItemCipher cipher) {
    this.derived = derived;
    this.cipher = cipher;
    this.table = items.tableName();
    EntityMetadata metadata = items.mapper().metadata();
    this.entity = metadata.entityName();
    this.header = cipher.headerAttribute();
    Set<String> attributes = new TreeSet<>(metadata.attributeNames()); // sorted: requests are repeatable
    attributes.addAll(derived.inputs());
    for (KeyAttribute key : metadata.keyAttributes()) {
      attributes.remove(key.attributeName());
    }
    String version = metadata.versionAttribute();
    List<String> conditioned = new java.util.ArrayList<>();
    if (version != null) {
      conditioned.add(version);
      attributes.remove(version);
    }
    conditioned.addAll(attributes);
    this.conditioned = List.copyOf(conditioned);
  }

  /**
   * The rewrites of the encrypted kind of {@code items}.
   *
   * @throws InvalidDataAccessApiUsageException before anything is sent, when the template has no cipher that
   *     covers the table and tells plaintext items from encrypted ones: the backfill would write plaintext
   *     (or, through an encrypting interceptor, could not tell the plaintext items, which the SDK hands on
   *     decrypted like the others)
   */
  static <T> EncryptingRewriter<T> of(ItemRewrites<T> items, DerivedAttributes<T> derived) {
    ItemCipher cipher = items.cipher();
    String entity = items.mapper().metadata().entityName();
    String table = items.tableName();
    if (cipher == null || !cipher.covers(table) || cipher.headerAttribute() == null) {
      throw new InvalidDataAccessApiUsageException("Backfill of " + entity + " in table '" + table + "': the table"
          + " is encrypted (META-INF/dynaforge/encryption/" + items.mapper().metadata().tableName() + ".json), and "
          + (cipher == null ? "the template has no item encryption"
              : !cipher.covers(table) ? "the template's item encryption does not cover it"
              : "the template's item encryption cannot tell plaintext items from encrypted ones (no headerAttribute())")
          + ", so its items would be rewritten unencrypted. Run it with a template built with"
          + " .encryption(DynaforgeEncryption.items(keyring, ..., " + entity + ".class)) over a client without the"
          + " encryption interceptor (the interceptor hands the backfill every item decrypted, plaintext ones"
          + " alike). Nothing was sent.");
    }
    return new EncryptingRewriter<>(items, derived, cipher);
  }

  @Override
  public boolean rewritesAnything() {
    return true; // any item may still be plaintext
  }

  @Override
  public Rewrite rewriteOf(Map<String, AttributeValue> stored) {
    boolean encrypted = stored.containsKey(header);
    if (encrypted && !derived.rewritesAnything()) {
      return null; // encrypted, and nothing derived to compare: up to date without decrypting it
    }
    Map<String, AttributeValue> item;
    if (encrypted) {
      try {
        item = cipher.decrypt(table, stored);
      } catch (RuntimeException e) {
        throw new IllegalStateException("it does not verify or decrypt: " + e, e);
      }
    } else {
      item = stored;
    }
    DerivedAttributes.Changes changes = derived.changes(item);
    if (encrypted && changes == null) {
      return null;
    }
    Map<String, AttributeValue> whole = new LinkedHashMap<>(item);
    if (changes != null) {
      whole.putAll(changes.set());
      whole.keySet().removeAll(changes.remove());
    }
    Map<String, AttributeValue> expected = new LinkedHashMap<>();
    expected.put(header, stored.get(header));
    for (String attribute : conditioned) {
      expected.put(attribute, stored.get(attribute));
    }
    return new Rewrite(whole, expected);
  }

  @Override
  public boolean send(ItemRewrites<?> items, Map<String, AttributeValue> key, Rewrite rewrite) {
    Map<String, AttributeValue> encrypted;
    try {
      encrypted = cipher.encrypt(table, rewrite.item());
    } catch (RuntimeException e) {
      throw new InvalidDataAccessApiUsageException("PutItem of " + entity + " in table '" + table + "' (key "
          + AttributeValueConversions.describeKey(key) + "): the item could not be encrypted: " + e, e);
    }
    if (!encrypted.containsKey(header)) {
      throw new Refused("Backfill of " + entity + " in table '" + table + "': the template's item encryption"
          + " returned the item " + AttributeValueConversions.describeKey(key) + " without its header '" + header
          + "', unencrypted (a plaintext override that forces plaintext writes?), and the backfill writes no"
          + " plaintext. Nothing was written.");
    }
    return items.replace(key, encrypted, rewrite.expected());
  }
}
