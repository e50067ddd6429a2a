package io.dynaforge.processor;

import io.dynaforge.processor.codegen.EncryptionActionsWriter;
import io.dynaforge.processor.codegen.IamPolicyDocument;
import io.dynaforge.processor.codegen.RepositoryPolicy;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.query.IamActions;
import io.dynaforge.processor.query.PlannedRepository;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The least-privilege IAM policies of the repositories: each implemented repository's
 * ({@link IamActions} over its plans) goes to {@code META-INF/dynaforge/iam/<Repository>.json} as it
 * is implemented, and at the last round {@link #write()} lists them all in {@value #LISTING} (one
 * binary name a line, sorted) and hands them to the CloudFormation template. A repository whose
 * methods send nothing (no method, or only a custom fragment's) has no policy. With
 * {@code -A}{@value #KMS_KEY_ARN_OPTION}{@code =<arn>}, the policy of a repository over an encrypted table
 * (an encrypted kind, a plain kind beside one, a {@code @SecondaryIndex} view or an item collection view of
 * it) also allows that KMS key ({@link io.dynaforge.processor.codegen.KmsKeyGrant}).
 *
 * <p>Like the template's tables, the policies are merged with the earlier output: a repository an
 * earlier compilation of the output listed, that this one did not recompile and that still exists,
 * keeps its policy, read back from the file that compilation wrote.
 */
final class RepositoryPolicies {

  /** The repositories with a policy file in {@code META-INF/dynaforge/iam/}. */
  static final String LISTING = "META-INF/dynaforge/iam-policies";

  /** The processor option naming the KMS key of the client-side encryption's keyring. */
  static final String KMS_KEY_ARN_OPTION = "dynaforge.kmsKeyArn";

  /** The option's ARN, stripped, or null when it names none. */
  static String kmsKeyArn(Map<String, String> options) {
    String arn = options.get(KMS_KEY_ARN_OPTION);
    return arn == null || arn.isBlank() ? null : arn.strip();
  }

  private final GeneratedResources resources;
  private final Elements elements;
  private final Models models;
  /** The grants of the repositories implemented in this compilation, by qualified name. */
  private final Map<String, SortedMap<IamActions.Resource, SortedSet<String>>> compiled = new TreeMap<>();
  private final Map<String, TypeElement> compiledTypes = new TreeMap<>();
  private final Map<String, String> binaryNames = new TreeMap<>();
  private final Set<Element> origins = new LinkedHashSet<>();

  private final String kmsKeyArn;

  /** @param kmsKeyArn the KMS key the policies of repositories over encrypted kinds allow, or null */
  RepositoryPolicies(GeneratedResources resources, Elements elements, Models models, String kmsKeyArn) {
    this.kmsKeyArn = kmsKeyArn;
    this.resources = resources;
    this.elements = elements;
    this.models = models;
  }

  /**
   * A repository implemented in this compilation: its policy file, when its methods send anything, is written at
   * the last round, once every kind of its tables is known (whether one of them is encrypted).
   */
  void add(TypeElement repository, PlannedRepository planned) {
    SortedMap<IamActions.Resource, SortedSet<String>> grants = IamActions.of(planned);
    if (grants.isEmpty()) {
      return;
    }
    String name = repository.getQualifiedName().toString();
    compiled.put(name, grants);
    compiledTypes.put(name, repository);
    binaryNames.put(name, elements.getBinaryName(repository).toString());
    origins.add(repository);
  }

  /**
   * Whether a repository reads or writes an encrypted table (one holding a kind with an {@code @Encrypted}
   * property): every item there is signed, so a read needs {@code kms:Decrypt} and a write {@code
   * kms:GenerateDataKey}, whatever the repository's type: an encrypted kind, a plain kind beside one, a
   * {@code @SecondaryIndex} view or an {@code @ItemCollectionView} over the table.
   */
  private static boolean encrypted(SortedMap<IamActions.Resource, SortedSet<String>> grants, Set<String> tables) {
    return grants.keySet().stream().anyMatch(resource -> tables.contains(resource.table()));
  }

  /**
   * The logical tables that are encrypted: of this compilation's entities, those where a kind is encrypted; of
   * the other tables the repositories name, those an earlier compilation of the output wrote the actions of.
   */
  private Set<String> encryptedTables() {
    Map<String, Boolean> byTable = new TreeMap<>();
    for (EntityModel entity : models.validEntities()) {
      byTable.merge(entity.tableName(), EncryptionActions.encrypted(entity), Boolean::logicalOr);
    }
    Set<String> tables = new java.util.TreeSet<>();
    byTable.forEach((table, encrypted) -> {
      if (encrypted) {
        tables.add(table);
      }
    });
    for (SortedMap<IamActions.Resource, SortedSet<String>> grants : compiled.values()) {
      for (IamActions.Resource resource : grants.keySet()) {
        if (!byTable.containsKey(resource.table())
            && !resources.earlierLines(EncryptionActionsWriter.path(resource.table())).isEmpty()) {
          tables.add(resource.table());
        }
      }
    }
    return tables;
  }

  /**
   * At the last round: every policy of the output, this compilation's and the earlier ones kept, by
   * qualified name; their listing is written with them (an empty one only to replace an earlier one).
   */
  List<RepositoryPolicy> write() {
    Set<String> encryptedTables = encryptedTables();
    Map<String, RepositoryPolicy> all = new TreeMap<>();
    compiled.forEach((name, grants) -> {
      RepositoryPolicy policy = new RepositoryPolicy(name, grants, encrypted(grants, encryptedTables));
      all.put(name, policy);
      resources.file(IamPolicyDocument.path(name), IamPolicyDocument.json(policy, kmsKeyArn), compiledTypes.get(name));
    });
    Map<String, String> listed = new TreeMap<>(binaryNames);
    List<String> earlier = resources.earlierEntries(LISTING);
    for (String binaryName : earlier) {
      String name = binaryName.replace('$', '.');
      if (all.containsKey(name) || models.isSource(name) || elements.getTypeElement(name) == null) {
        continue; // recompiled (now with no policy, or invalid), or gone
      }
      IamPolicyDocument.Read read = IamPolicyDocument.read(resources.earlierLines(IamPolicyDocument.path(name)));
      if (!read.grants().isEmpty()) {
        all.put(name, new RepositoryPolicy(name, read.grants(), read.encrypted()));
        listed.put(name, binaryName);
      }
    }
    if (!listed.isEmpty() || !earlier.isEmpty()) {
      StringBuilder listing = new StringBuilder();
      new java.util.TreeSet<>(listed.values()).forEach(n -> listing.append(n).append('\n'));
      resources.file(LISTING, listing.toString(), origins.toArray(new Element[0]));
    }
    return new ArrayList<>(all.values());
  }
}
