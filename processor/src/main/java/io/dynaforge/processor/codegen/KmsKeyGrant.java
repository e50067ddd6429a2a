package io.dynaforge.processor.codegen;

import java.util.List;
import java.util.function.Consumer;

/**
 * The statement client-side encryption adds to the IAM policy of a repository over an encrypted kind
 * (and to {@code service.json} when it covers one): {@code Allow kms:Decrypt} and
 * {@code kms:GenerateDataKey} on the KMS key named by the processor option {@code -Adynaforge.kmsKeyArn}
 * (a standalone file writes it as given, so {@code ${kms_key_arn}} stays a placeholder; the
 * CloudFormation template refers to its {@value #PARAMETER} parameter).
 */
public final class KmsKeyGrant {

  /** The actions the AWS Database Encryption SDK's KMS keyrings send, sorted. */
  public static final List<String> ACTIONS = List.of("kms:Decrypt", "kms:GenerateDataKey");

  /** The CloudFormation template's parameter holding the key's ARN. */
  public static final String PARAMETER = "KmsKeyArn";

  private KmsKeyGrant() {}

  /** The statement, its resource written by {@code resource}. */
  static void write(JsonPrinter json, Consumer<JsonPrinter> resource) {
    json.open('{');
    json.field("Effect").string("Allow");
    json.field("Action").open('[');
    ACTIONS.forEach(json::string);
    json.close(']');
    json.field("Resource");
    resource.accept(json);
    json.close('}');
  }

  /** Whether a policy file's action line (stripped, maybe quoted and followed by a comma) is one of {@link #ACTIONS}. */
  static boolean isAction(String text) {
    return text.startsWith("\"kms:");
  }
}
