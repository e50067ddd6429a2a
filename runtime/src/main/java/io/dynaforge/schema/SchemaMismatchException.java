package io.dynaforge.schema;

import java.util.List;
import org.springframework.dao.DataAccessResourceFailureException;

/**
 * A live table differs from the model in a way that cannot be changed in place: a different key
 * schema or key attribute type, a missing or different local secondary index, a different global
 * secondary index. The message names the table and the index or key attribute and says what to do;
 * {@link SchemaManager#update} throws it before it changes anything.
 */
public class SchemaMismatchException extends DataAccessResourceFailureException {

  private final transient List<String> differences;

  public SchemaMismatchException(String message, List<String> differences) {
    super(message);
    this.differences = List.copyOf(differences);
  }

  /** The differences that cannot be fixed in place, one line each. */
  public List<String> differences() {
    return differences;
  }
}
