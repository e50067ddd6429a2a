package io.dynaforge.processor;

import io.dynaforge.processor.codegen.CloudFormationWriter;
import io.dynaforge.processor.codegen.RepositoryPolicy;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.TableSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Element;

/**
 * At the last round: the tables of the compilation's valid entities and views, planned by
 * {@link TableSchemas} and written by {@link CloudFormationWriter} to
 * {@code META-INF/dynaforge/cloudformation.json}, with no file when the compilation declares no table;
 * and the {@link TableFacts} of the same entities and views in {@link TableFactsFile}, for the next
 * incremental compilation. Like the listings, both are merged with the earlier output: the entities
 * and views an earlier compilation of the output registered and this one did not recompile
 * ({@link EarlierTables}) keep their tables and indexes in them. Views of other modules are not in
 * them: their indexes belong to their own module's template. With the tables, the template holds the
 * least-privilege policy of each repository over them ({@link RepositoryPolicies}).
 */
final class CloudFormationTemplate {

  private final Models models;
  private final EarlierTables earlierTables;
  private final GeneratedResources resources;

  private final String kmsKeyArn;

  /** @param kmsKeyArn the KMS key the policies of repositories over encrypted kinds allow, or null */
  CloudFormationTemplate(Models models, EarlierTables earlierTables, GeneratedResources resources, String kmsKeyArn) {
    this.kmsKeyArn = kmsKeyArn;
    this.models = models;
    this.earlierTables = earlierTables;
    this.resources = resources;
  }

  /**
   * Writes the template and the facts; the template also holds the policy of every repository given
   * whose tables are all tables of the template (a repository over a table of another module has its
   * policy file only: that table's template is its own module's).
   */
  void write(List<RepositoryPolicy> policies) {
    Map<String, TableFacts> entities = new TreeMap<>();
    Map<String, TableFacts> views = new TreeMap<>();
    List<Element> origins = new ArrayList<>();
    for (EntityModel e : models.validEntities()) {
      if (models.isSource(e.element())) {
        entities.put(e.element().getQualifiedName().toString(), TableFacts.of(e));
        origins.add(e.element());
      }
    }
    for (EntityModel v : models.validViews()) {
      if (models.isSource(v.element())) {
        views.put(v.element().getQualifiedName().toString(), TableFacts.of(v));
        origins.add(v.element());
      }
    }
    EarlierTables.Read earlier = earlierTables.read();
    earlier.entities().forEach(e -> entities.putIfAbsent(e.qualifiedName(), e));
    earlier.views().forEach(v -> views.putIfAbsent(v.qualifiedName(), v));
    if (entities.isEmpty()) {
      return;
    }
    List<TableSchema> tables = TableSchemas.plan(new ArrayList<>(entities.values()), new ArrayList<>(views.values()));
    Element[] from = origins.toArray(new Element[0]);
    java.util.Set<String> tableNames = new java.util.HashSet<>();
    tables.forEach(t -> tableNames.add(t.tableName()));
    List<RepositoryPolicy> ours = policies.stream()
        .filter(p -> p.grants().keySet().stream().allMatch(r -> tableNames.contains(r.table()))).toList();
    resources.file(CloudFormationWriter.PATH, CloudFormationWriter.write(tables, ours, kmsKeyArn), from);
    List<TableFacts> facts = new ArrayList<>(entities.values());
    facts.addAll(views.values());
    resources.file(TableFactsFile.PATH, TableFactsFile.write(facts), from);
  }
}
