package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.TableIndexModel;
import io.dynaforge.processor.util.Suggestions;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks the {@code @TableIndex}es of one {@code @Table} entity on their own: each a shape DynamoDB
 * accepts, keyed by attributes the entity writes as S, N or B. Whether the declarations of one index
 * agree across the table is {@link SecondaryIndexValidator}'s.
 */
public final class TableIndexValidator {

  public void validate(EntityModel entity, ValidationReport report) {
    Set<String> names = new HashSet<>();
    Map<String, String> written = entity.keyAttributeTypes();
    List<String> attributes = entity.attributeNames();
    for (TableIndexModel index : entity.tableIndexes()) {
      String problem = shapeProblem(entity, index, names);
      if (problem != null) {
        report.report(DiagnosticId.INVALID_TABLE_INDEX, entity.element(), index.annotation(), index.display(),
            entity.simpleName(), problem);
        continue;
      }
      Set<String> reported = new HashSet<>();
      for (String attribute : index.keyAttributes()) {
        if (written.containsKey(attribute) || !reported.add(attribute)) {
          continue;
        }
        String why = attributes.contains(attribute)
            ? entity.simpleName() + " writes it as a type other than S, N or B"
            : "no template column or property of " + entity.simpleName() + " writes it";
        report.report(DiagnosticId.INVALID_INDEX_KEY_ATTRIBUTE, entity.element(), index.annotation(), index.display(),
            entity.simpleName(), attribute, why, Suggestions.didYouMean(attribute, written.keySet()));
      }
    }
  }

  /** Why the index is not one DynamoDB can create, or null. */
  private static String shapeProblem(EntityModel entity, TableIndexModel index, Set<String> names) {
    if (index.name().isBlank()) {
      return "its name is blank";
    }
    if (!names.add(index.name())) {
      return "the entity declares the index '" + index.name() + "' twice; declare it once";
    }
    if (index.partitionKey().isEmpty()) {
      return "it has no partitionKey; name the attribute that keys its partitions";
    }
    if (!index.include().isEmpty() && !index.projection().equals("INCLUDE")) {
      return "it lists include attributes, but projects " + index.projection()
          + "; write projection = IndexProjection.INCLUDE, or leave include out";
    }
    if (index.local()) {
      String tableKey = entity.basePartitionKeyTemplate().map(KeyTemplate::column)
          .orElseGet(() -> entity.partitionKeys().isEmpty() ? null : entity.partitionKeys().get(0).attributeName());
      if (tableKey != null && !index.partitionKey().equals(List.of(tableKey))) {
        return "a local index shares the table's partition key, so its partitionKey is {\"" + tableKey + "\"}, not "
            + braces(index.partitionKey());
      }
      if (index.sortKey().size() != 1) {
        return "a local index has exactly one sort-key attribute, not " + index.sortKey().size();
      }
    } else if (index.partitionKey().size() > 4 || index.sortKey().size() > 4) {
      return "a global index has 1 to 4 partition-key and up to 4 sort-key attributes, not "
          + index.partitionKey().size() + " and " + index.sortKey().size();
    }
    Set<String> keys = new HashSet<>();
    for (String attribute : index.keyAttributes()) {
      if (!keys.add(attribute)) {
        return "it names the attribute '" + attribute + "' twice in its keys";
      }
    }
    return null;
  }

  private static String braces(List<String> names) {
    return names.stream().map(n -> "\"" + n + "\"").collect(java.util.stream.Collectors.joining(", ", "{", "}"));
  }
}
