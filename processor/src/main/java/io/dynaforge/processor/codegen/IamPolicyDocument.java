package io.dynaforge.processor.codegen;

import io.dynaforge.processor.query.IamActions.Resource;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * An IAM policy document, written for {@code META-INF/dynaforge/iam/<Repository>.json}, for
 * {@code META-INF/dynaforge/iam/service.json} and for a repository's {@code AWS::IAM::ManagedPolicy}
 * in the CloudFormation template: version 2012-10-17, one {@code Allow} statement per table, index or
 * stream (tables by name, a table before its indexes and its stream), its actions sorted.
 *
 * <p>In a standalone file, each resource is the ARN {@code
 * arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}<logical table>[/index/<index>|/stream/*]}:
 * four placeholders that {@code envsubst} and Terraform's {@code templatefile} fill ({@code table_prefix}
 * empty when the application's table name resolver adds none). In the template, the same ARN is an
 * {@code Fn::Sub} of {@code ${AWS::Partition}}, {@code ${AWS::Region}}, {@code ${AWS::AccountId}} and the
 * table's name parameter. A repository over an encrypted kind also allows the KMS key, when one is
 * configured ({@link KmsKeyGrant}): the last statement. {@link #read} reads a file back, for an
 * incremental build.
 */
public final class IamPolicyDocument {

  /** Where the policy files go in the class output. */
  public static final String FOLDER = "META-INF/dynaforge/iam/";

  /** A standalone file's ARN of every resource up to {@code table/}: partition, region and account to substitute. */
  public static final String ARN_PREFIX = "arn:${partition}:dynamodb:${region}:${account}:";

  /** What a standalone file's table names start with: the prefix the table name resolver adds, to substitute. */
  public static final String TABLE_PREFIX = "${table_prefix}";

  /** The CloudFormation template's ARN of every resource up to {@code table/}, for {@code Fn::Sub}. */
  public static final String CLOUDFORMATION_ARN_PREFIX =
      "arn:${AWS::Partition}:dynamodb:${AWS::Region}:${AWS::AccountId}:";

  private static final String VERSION = "2012-10-17";

  private IamPolicyDocument() {}

  /** {@code META-INF/dynaforge/iam/<qualified name>.json}. */
  public static String path(String repository) {
    return FOLDER + repository + ".json";
  }

  /** The policy file of a repository. */
  public static String json(RepositoryPolicy policy) {
    return json(policy, null);
  }

  /**
   * The policy file of a repository; with the KMS key statement ({@link KmsKeyGrant}) on {@code kmsKeyArn},
   * written as given, when its entity is encrypted and {@code kmsKeyArn} is not null.
   */
  public static String json(RepositoryPolicy policy, String kmsKeyArn) {
    JsonPrinter json = new JsonPrinter();
    write(json, policy.grants(), (out, resource) -> out.string(arn(resource)),
        policy.encrypted() && kmsKeyArn != null ? out -> out.string(kmsKeyArn) : null);
    return json + "\n";
  }

  /** A standalone file's ARN of a resource of a logical table: {@link #ARN_PREFIX}, then {@link #TABLE_PREFIX}. */
  public static String arn(Resource resource) {
    return ARN_PREFIX + "table/" + TABLE_PREFIX + resource.table() + resource.suffix();
  }

  /** {@code META-INF/dynaforge/iam/service.json}. */
  public static final String SERVICE = FOLDER + "service.json";

  /**
   * {@link #SERVICE}: these grants, each ARN as {@link #arn} writes it, but for the tables named in
   * {@code verbatim} (the checkpoint table, used under the name it is configured with), which get no
   * {@link #TABLE_PREFIX}.
   */
  public static String serviceJson(SortedMap<Resource, SortedSet<String>> grants, Set<String> verbatim) {
    return serviceJson(grants, verbatim, null);
  }

  /** {@link #serviceJson(SortedMap, Set)}, and the KMS key statement on {@code kmsKeyArn} unless it is null. */
  public static String serviceJson(SortedMap<Resource, SortedSet<String>> grants, Set<String> verbatim,
      String kmsKeyArn) {
    JsonPrinter json = new JsonPrinter();
    write(json, grants, (out, resource) -> out.string(verbatim.contains(resource.table())
        ? ARN_PREFIX + resource.path() : arn(resource)), kmsKeyArn == null ? null : out -> out.string(kmsKeyArn));
    return json + "\n";
  }

  /**
   * The document of these grants, each resource written by {@code resource}, then, unless
   * {@code kmsKey} is null, the KMS key statement ({@link KmsKeyGrant}) with its resource written by it.
   */
  static void write(JsonPrinter json, SortedMap<Resource, SortedSet<String>> grants,
      BiConsumer<JsonPrinter, Resource> resource, Consumer<JsonPrinter> kmsKey) {
    json.open('{');
    json.field("Version").string(VERSION);
    json.field("Statement").open('[');
    grants.forEach((on, actions) -> {
      json.open('{');
      json.field("Effect").string("Allow");
      json.field("Action").open('[');
      actions.forEach(json::string);
      json.close(']');
      json.field("Resource");
      resource.accept(json, on);
      json.close('}');
    });
    if (kmsKey != null) {
      KmsKeyGrant.write(json, kmsKey);
    }
    json.close(']');
    json.close('}');
  }

  /** What {@link #read} reads back of a policy file: its DynamoDB grants and whether it allows the KMS key. */
  public record Read(SortedMap<Resource, SortedSet<String>> grants, boolean encrypted) {}

  /**
   * The grants of a policy file this class wrote (its lines), for a repository an incremental build
   * does not recompile, and whether it holds the KMS key statement (its repository's entity is then
   * encrypted: the statement is written again with the key this build names); no grants when the lines
   * are not such a file.
   */
  public static Read read(List<String> lines) {
    SortedMap<Resource, SortedSet<String>> grants = new TreeMap<>();
    SortedSet<String> actions = new TreeSet<>();
    boolean kms = false;
    boolean encrypted = false;
    for (String line : lines) {
      String text = line.strip();
      if (text.startsWith("\"dynamodb:")) {
        actions.add(unquote(text));
      } else if (KmsKeyGrant.isAction(text)) {
        kms = true;
      } else if (text.startsWith("\"Resource\": ") && kms) {
        if (!actions.isEmpty()) {
          return new Read(new TreeMap<>(), false);
        }
        encrypted = true;
        kms = false;
      } else if (text.startsWith("\"Resource\": ")) {
        String arn = unquote(text.substring("\"Resource\": ".length()));
        String prefix = ARN_PREFIX + "table/" + TABLE_PREFIX;
        Resource resource = arn.startsWith(prefix)
            ? Resource.ofPath("table/" + arn.substring(prefix.length())) : null;
        if (resource == null || actions.isEmpty()) {
          return new Read(new TreeMap<>(), false);
        }
        grants.computeIfAbsent(resource, r -> new TreeSet<>()).addAll(actions);
        actions = new TreeSet<>();
      }
    }
    return new Read(grants, encrypted && !grants.isEmpty());
  }

  /** A JSON string as written here ({@code "text"}, maybe followed by a comma): names hold no escapes. */
  private static String unquote(String text) {
    String value = text.endsWith(",") ? text.substring(0, text.length() - 1) : text;
    return value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")
        ? value.substring(1, value.length() - 1) : value;
  }
}
