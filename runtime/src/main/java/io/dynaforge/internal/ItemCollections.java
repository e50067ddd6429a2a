package io.dynaforge.internal;

import java.util.Map;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Run-time support for generated item-collection folds. */
public final class ItemCollections {
  private ItemCollections() {}

  /** The routing value of a row: its sort-key attribute as text (S, or N as written), or null. */
  public static String routingKey(Map<String, AttributeValue> row, String attribute) {
    AttributeValue value = row.get(attribute);
    if (value == null) {
      return null;
    }
    return value.s() != null ? value.s() : value.n();
  }

  /** Two rows of one fold for a single-valued member: the view cannot hold both. */
  public static IncorrectResultSizeDataAccessException duplicateRow(String view, String member, String first,
      String second) {
    return new IncorrectResultSizeDataAccessException("The item collection " + view + " routes two rows to its"
        + " single-valued member '" + member + "': sort keys '" + first + "' and '" + second + "'. Make the member a"
        + " List, or narrow its route (regex) so that one row matches.", 1, 2);
  }
}
