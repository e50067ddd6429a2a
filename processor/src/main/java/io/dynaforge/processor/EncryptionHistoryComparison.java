package io.dynaforge.processor;

import io.dynaforge.processor.model.AttributeAction;
import io.dynaforge.processor.model.TableHistory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a table's model changes against its schema history in the encryption of the items already
 * stored, from the attribute actions the history records of each encrypted kind. Only kinds the
 * history lists have stored items. A kind without recorded actions (not encrypted, or listed by a file
 * written before actions were recorded) stored every attribute in plaintext, unsigned. Pure: it
 * compares two {@link TableHistory}s.
 *
 * <ul>
 *   <li>{@link NowEncrypted}: an existing kind now encrypts attributes it stored in plaintext (a kind
 *       that was encrypted: attributes it recorded with another action; an attribute it did not record
 *       is new, and its stored items lack it): they must be rewritten, encrypted, by a Backfill.</li>
 *   <li>{@link NowUnsigned}: an attribute an existing kind recorded as signed ({@code SIGN_ONLY} or
 *       {@code ENCRYPT_AND_SIGN}) is now {@code @Unsigned}: the signatures of the stored items cover it,
 *       so the SDK can no longer verify them.</li>
 * </ul>
 */
final class EncryptionHistoryComparison {

  /**
   * The attributes an existing kind now encrypts that its stored items hold in plaintext, by name.
   *
   * @param wasEncrypted whether the kind was encrypted (its other attributes were signed already)
   */
  record NowEncrypted(String kind, List<String> attributes, boolean wasEncrypted) {}

  /** A signed attribute of an existing kind that is now {@code @Unsigned}, and what it was. */
  record NowUnsigned(String kind, String attribute, AttributeAction was) {}

  /** Both lists in kind, then attribute, name order. */
  record Findings(List<NowEncrypted> encrypted, List<NowUnsigned> unsigned) {}

  private EncryptionHistoryComparison() {}

  static Findings compare(TableHistory history, TableHistory model) {
    List<NowEncrypted> encrypted = new ArrayList<>();
    List<NowUnsigned> unsigned = new ArrayList<>();
    for (Map.Entry<String, TableHistory.Kind> entry : model.kinds().entrySet()) {
      TableHistory.Kind was = history.kinds().get(entry.getKey());
      if (was == null) {
        continue; // a new kind: nothing stored yet
      }
      List<String> attributes = new ArrayList<>();
      entry.getValue().actions().forEach((attribute, action) -> {
        AttributeAction before = was.actions().get(attribute);
        if (action == AttributeAction.ENCRYPT_AND_SIGN && before != AttributeAction.ENCRYPT_AND_SIGN
            && (before != null || !was.encrypted())) {
          attributes.add(attribute);
        }
        if (action == AttributeAction.DO_NOTHING && before != null && before != AttributeAction.DO_NOTHING) {
          unsigned.add(new NowUnsigned(entry.getKey(), attribute, before));
        }
      });
      if (!attributes.isEmpty()) {
        encrypted.add(new NowEncrypted(entry.getKey(), attributes, was.encrypted()));
      }
    }
    return new Findings(encrypted, unsigned);
  }
}
