package io.dynaforge.processor;

import io.dynaforge.processor.codegen.IamPolicyDocument;
import io.dynaforge.processor.codegen.RepositoryPolicy;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.query.IamActions;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * At the last round, {@value IamPolicyDocument#SERVICE}: one policy for the whole service, the union of
 * every repository's policy ({@link RepositoryPolicies}, earlier ones of an incremental build included),
 * of what the stream consumer of each {@code @StreamHandler}'s table sends ({@link IamActions#streamConsumer})
 * and, with {@code -A}{@value #CHECKPOINT_TABLE_OPTION}{@code =<table>}, of what the checkpoint store sends to
 * that table ({@link IamActions#checkpointStore}); with {@code -Adynaforge.kmsKeyArn=<arn>} and a repository
 * over an encrypted kind, the KMS key ({@link io.dynaforge.processor.codegen.KmsKeyGrant}). No file when that
 * union is empty.
 *
 * <p>The handlers are listed in {@value #LISTING} (binary names, sorted), so that an incremental build
 * keeps the stream consumers of handlers it did not recompile: their tables are read back from their
 * {@code @StreamHandler} annotations.
 */
final class ServicePolicy {

  /** The processor option naming the checkpoint table of the service's stream consumers. */
  static final String CHECKPOINT_TABLE_OPTION = "dynaforge.checkpointTable";

  /** The {@code @StreamHandler} classes whose consumers the service policy grants. */
  static final String LISTING = "META-INF/dynaforge/iam-stream-handlers";

  private final GeneratedResources resources;
  private final Elements elements;
  private final Models models;
  private final String checkpointTable;
  private final String kmsKeyArn;
  private final Map<String, String> handlers = new TreeMap<>(); // binary name -> table
  private final Set<Element> origins = new LinkedHashSet<>();

  ServicePolicy(GeneratedResources resources, Elements elements, Models models, Map<String, String> options) {
    this.resources = resources;
    this.elements = elements;
    this.models = models;
    String table = options.get(CHECKPOINT_TABLE_OPTION);
    this.checkpointTable = table == null || table.isBlank() ? null : table.strip();
    this.kmsKeyArn = RepositoryPolicies.kmsKeyArn(options);
  }

  /** A valid {@code @StreamHandler} of this compilation, on its logical table. */
  void handler(TypeElement handler, String table) {
    handlers.put(elements.getBinaryName(handler).toString(), table);
    origins.add(handler);
  }

  /** Writes the listing and the policy, given every repository policy of the output. */
  void write(List<RepositoryPolicy> repositories) {
    Map<String, String> all = new TreeMap<>(handlers);
    List<String> earlier = resources.earlierEntries(LISTING);
    for (String binaryName : earlier) {
      String name = binaryName.replace('$', '.');
      TypeElement type = elements.getTypeElement(name);
      if (all.containsKey(binaryName) || models.isSource(name) || type == null) {
        continue; // recompiled (now maybe invalid), or gone
      }
      String table = table(type);
      if (table != null) {
        all.put(binaryName, table);
      }
    }
    Element[] from = origins.toArray(new Element[0]);
    if (!all.isEmpty() || !earlier.isEmpty()) {
      StringBuilder listing = new StringBuilder();
      all.keySet().forEach(n -> listing.append(n).append('\n'));
      resources.file(LISTING, listing.toString(), from);
    }
    SortedMap<IamActions.Resource, SortedSet<String>> grants = new TreeMap<>();
    repositories.forEach(p -> IamActions.addAll(grants, p.grants()));
    new TreeSet<>(all.values()).forEach(t -> IamActions.addAll(grants, IamActions.streamConsumer(t)));
    if (checkpointTable != null) {
      IamActions.addAll(grants, IamActions.checkpointStore(checkpointTable));
    }
    if (!grants.isEmpty()) {
      boolean encrypted = repositories.stream().anyMatch(RepositoryPolicy::encrypted);
      resources.file(IamPolicyDocument.SERVICE, IamPolicyDocument.serviceJson(grants,
          checkpointTable == null ? Set.of() : Set.of(checkpointTable), encrypted ? kmsKeyArn : null), from);
    }
  }

  /** The {@code @StreamHandler(table)} of a handler compiled earlier, or null. */
  private static String table(TypeElement type) {
    return Annotations.find(type, Names.STREAM_HANDLER).map(mirror -> Annotations.string(mirror, "table"))
        .orElse(null);
  }
}
