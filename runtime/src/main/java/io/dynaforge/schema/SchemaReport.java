package io.dynaforge.schema;

import java.util.List;

/**
 * What {@link SchemaManager#validate} found: one line per difference between the model and the live
 * tables (a missing table, a key schema or attribute type, a missing or different index or projection,
 * time to live), and, apart, what the live tables have and the model does not declare (an extra index,
 * time to live on an attribute the model does not mark), which is harmless and left alone.
 *
 * @param differences the differences that make the schema invalid, in table order
 * @param harmless what the live tables have beyond the model; never makes the schema invalid
 */
public record SchemaReport(List<String> differences, List<String> harmless) {

  public SchemaReport {
    differences = List.copyOf(differences);
    harmless = List.copyOf(harmless);
  }

  /** Whether the live tables have everything the model declares, as it declares it. */
  public boolean isValid() {
    return differences.isEmpty();
  }

  /** Every difference on its own line, then the harmless ones; "schema valid" when there is none. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    if (differences.isEmpty()) {
      text.append("schema valid");
    }
    for (String d : differences) {
      text.append(text.isEmpty() ? "" : "\n").append("- ").append(d);
    }
    for (String h : harmless) {
      text.append("\n- (harmless) ").append(h);
    }
    return text.toString();
  }
}
