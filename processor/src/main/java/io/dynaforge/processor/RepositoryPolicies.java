package io.dynaforge.processor;

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
 * {@code -A}{@value #KMS_KEY_ARN_OPTION}{@code =<arn>}, the policy of a repository over an encrypted kind
 * also allows that KMS key ({@link io.dynaforge.processor.codegen.KmsKeyGrant}).
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
  private final Map<String, RepositoryPolicy> compiled = new TreeMap<>();
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

  /** A repository implemented in this compilation: its policy file, when its methods send anything. */
  void add(TypeElement repository, PlannedRepository planned) {
    SortedMap<IamActions.Resource, SortedSet<String>> grants = IamActions.of(planned);
    if (grants.isEmpty()) {
      return;
    }
    String name = repository.getQualifiedName().toString();
    EntityModel entity = planned.model().entity();
    RepositoryPolicy policy = new RepositoryPolicy(name, grants,
        !planned.model().view() && entity != null && EncryptionActions.encrypted(entity));
    compiled.put(name, policy);
    binaryNames.put(name, elements.getBinaryName(repository).toString());
    origins.add(repository);
    resources.file(IamPolicyDocument.path(name), IamPolicyDocument.json(policy, kmsKeyArn), repository);
  }

  /**
   * At the last round: every policy of the output, this compilation's and the earlier ones kept, by
   * qualified name; their listing is written with them (an empty one only to replace an earlier one).
   */
  List<RepositoryPolicy> write() {
    Map<String, RepositoryPolicy> all = new TreeMap<>(compiled);
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
