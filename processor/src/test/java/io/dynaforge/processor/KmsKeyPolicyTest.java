package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.IamPolicyTest.file;
import static io.dynaforge.processor.IamPolicyTest.policy;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.dynaforge.processor.codegen.CloudFormationWriter;
import io.dynaforge.processor.codegen.IamPolicyDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Client-side encryption and least privilege: with {@code -Adynaforge.kmsKeyArn=<arn>}, the policy of a
 * repository over an encrypted kind (and {@code service.json}, which covers it) ends with one statement
 * allowing {@code kms:Decrypt} and {@code kms:GenerateDataKey} on that key; the CloudFormation template
 * refers to its {@code KmsKeyArn} parameter. Other repositories, and every policy without the option,
 * are as before; an incremental build reads the statement back.
 */
class KmsKeyPolicyTest {

  private static final String ARN = "arn:aws:kms:eu-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab";

  static final JavaFileObject CARD = source("Card", """
      @Table("cards")
      public record Card(@PartitionKey String owner, @SortKey String id, @Encrypted String number, String holder) {}
      """);

  static final JavaFileObject CARD_REPOSITORY = source("CardRepository", """
      public interface CardRepository
          extends io.dynaforge.repository.DynamoDbRepository<Card, io.dynaforge.repository.DynamoDbCompositeId> {
        List<Card> findByOwner(String owner);
      }
      """);

  static final String CARD_POLICY = """
      {
        "Version": "2012-10-17",
        "Statement": [
          {
            "Effect": "Allow",
            "Action": [
              "dynamodb:BatchGetItem",
              "dynamodb:BatchWriteItem",
              "dynamodb:DeleteItem",
              "dynamodb:GetItem",
              "dynamodb:PutItem",
              "dynamodb:Query",
              "dynamodb:Scan",
              "dynamodb:UpdateItem"
            ],
            "Resource": "arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}cards"
          },
          {
            "Effect": "Allow",
            "Action": [
              "kms:Decrypt",
              "kms:GenerateDataKey"
            ],
            "Resource": "%s"
          }
        ]
      }
      """;

  private static Compilation compile(List<String> options) {
    List<JavaFileObject> sources = new ArrayList<>(List.of(IamPolicyTest.MODEL));
    sources.addAll(List.of(CARD, CARD_REPOSITORY));
    return Compiler.javac().withProcessors(new DynaforgeProcessor()).withOptions(options)
        .compile(sources.toArray(new JavaFileObject[0]));
  }

  @Test
  void theRepositoryOfAnEncryptedKindAllowsTheKeyAndTheOthersDoNot() throws IOException {
    Compilation c = compile(List.of("-Adynaforge.kmsKeyArn=" + ARN));
    assertThat(c).succeededWithoutWarnings();
    String card = policy(c, "CardRepository").orElseThrow();
    assertThat(IamPolicyTest.grants(card)).as("the DynamoDB statements are the usual ones")
        .containsOnlyKeys("table/cards");
    assertThat(card).isEqualTo(CARD_POLICY.formatted(ARN));
    assertThat(policy(c, "GameRepository")).as("a kind that is not encrypted").hasValue(IamPolicyTest.GAME_POLICY);
    String service = file(c, IamPolicyDocument.SERVICE).orElseThrow();
    assertThat(service).endsWith("""
            {
              "Effect": "Allow",
              "Action": [
                "kms:Decrypt",
                "kms:GenerateDataKey"
              ],
              "Resource": "%s"
            }
          ]
        }
        """.formatted(ARN));
    assertThat(service.split("kms:Decrypt")).as("one statement").hasSize(2);
  }

  /**
   * Every item of an encrypted table is signed: reading one through a {@code @SecondaryIndex} view or an item
   * collection needs {@code kms:Decrypt}, and writing a plain kind beside the encrypted one {@code
   * kms:GenerateDataKey}, so their repositories allow the key too; a view of a plain table does not.
   */
  @Test
  void viewsItemCollectionsAndPlainKindsOfAnEncryptedTableAllowTheKeyToo() throws IOException {
    List<JavaFileObject> sources = new ArrayList<>(List.of(IamPolicyTest.MODEL));
    sources.addAll(List.of(source("Card", """
        @Table("cards")
        @TableIndex(name = "by_holder", partitionKey = "holder")
        public record Card(@PartitionKey String owner, @SortKey String id, @Encrypted String number, String holder) {}
        """), CARD_REPOSITORY, source("CardByHolder", """
        @SecondaryIndex(value = "by_holder", tableName = "cards")
        public record CardByHolder(@PartitionKey String holder, String owner, String id) {}
        """), source("CardByHolderRepository", """
        public interface CardByHolderRepository extends io.dynaforge.repository.SecondaryIndexRepository<CardByHolder> {
          List<CardByHolder> findByHolder(String holder);
        }
        """), source("CardMember", "public record CardMember(String holder) {}"), source("Wallet", """
        @ItemCollectionView(tableName = "cards", partitionKey = "owner", sortKey = "id")
        public record Wallet(@ItemCollectionMember(startsWith = "CARD") CardMember card) {}
        """), source("WalletRepository", """
        public interface WalletRepository extends io.dynaforge.repository.ItemCollectionRepository<Wallet> {}
        """), source("CardNote", """
        @Table("cards")
        @SuppressWarnings("Dynaforge/SharedTableWithoutItemKind")
        public record CardNote(@PartitionKey String owner, @SortKey String id, String text) {}
        """), source("CardNoteRepository", """
        public interface CardNoteRepository
            extends io.dynaforge.repository.DynamoDbRepository<CardNote, io.dynaforge.repository.DynamoDbCompositeId> {}
        """)));
    Compilation c = Compiler.javac().withProcessors(new DynaforgeProcessor())
        .withOptions(List.of("-Adynaforge.kmsKeyArn=" + ARN)).compile(sources.toArray(new JavaFileObject[0]));
    assertThat(c).succeeded();
    String kmsStatement = """
            {
              "Effect": "Allow",
              "Action": [
                "kms:Decrypt",
                "kms:GenerateDataKey"
              ],
              "Resource": "%s"
            }
          ]
        }
        """.formatted(ARN);
    for (String repository : List.of("CardRepository", "CardByHolderRepository", "WalletRepository",
        "CardNoteRepository")) {
      String policy = policy(c, repository).orElseThrow();
      assertThat(policy).as(repository).endsWith(kmsStatement);
      assertThat(IamPolicyDocument.read(policy.lines().toList()).encrypted()).as(repository).isTrue();
    }
    assertThat(IamPolicyTest.grants(policy(c, "CardByHolderRepository").orElseThrow()))
        .containsOnlyKeys("table/cards/index/by_holder");
    assertThat(policy(c, "GameByStatusRepository")).as("a view of a plain table").get().asString()
        .doesNotContain("kms:");
    assertThat(policy(c, "GameRepository")).get().asString().doesNotContain("kms:");
    Map<String, String> documents = IamPolicyTest.documentsOf(file(c, CloudFormationWriter.PATH).orElseThrow());
    assertThat(documents.get("CardByHolderRepositoryPolicy")).contains("{\"Ref\":\"KmsKeyArn\"}");
    assertThat(documents.get("WalletRepositoryPolicy")).contains("{\"Ref\":\"KmsKeyArn\"}");
  }

  @Test
  void aPlaceholderArnStaysAPlaceholder() throws IOException {
    Compilation c = compile(List.of("-Adynaforge.kmsKeyArn=${kms_key_arn}"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(policy(c, "CardRepository")).hasValue(CARD_POLICY.formatted("${kms_key_arn}"));
    assertThat(file(c, IamPolicyDocument.SERVICE).orElseThrow()).contains("\"Resource\": \"${kms_key_arn}\"");
    String template = file(c, CloudFormationWriter.PATH).orElseThrow();
    assertThat(template).contains("    \"KmsKeyArn\": {\n      \"Type\": \"String\",\n"
        + "      \"Description\": \"The ARN of the KMS key").doesNotContain("\"Default\": \"${kms_key_arn}\"");
  }

  @Test
  void withoutTheOptionNothingChanges() throws IOException {
    Compilation c = compile(List.of());
    assertThat(c).succeededWithoutWarnings();
    assertThat(policy(c, "CardRepository").orElseThrow()).doesNotContain("kms:");
    assertThat(file(c, IamPolicyDocument.SERVICE).orElseThrow()).doesNotContain("kms:");
    assertThat(file(c, CloudFormationWriter.PATH).orElseThrow()).doesNotContain("Kms");
    Compilation plain = Compiler.javac().withProcessors(new DynaforgeProcessor())
        .withOptions(List.of("-Adynaforge.kmsKeyArn=" + ARN)).compile(IamPolicyTest.MODEL);
    assertThat(file(plain, IamPolicyDocument.SERVICE).orElseThrow()).as("no encrypted kind").doesNotContain("kms:");
    assertThat(file(plain, CloudFormationWriter.PATH).orElseThrow()).doesNotContain("Kms");
  }

  @Test
  void theTemplateRefersToTheKmsKeyArnParameter() throws IOException {
    Compilation c = compile(List.of("-Adynaforge.kmsKeyArn=" + ARN));
    String template = file(c, CloudFormationWriter.PATH).orElseThrow();
    assertThat(template).contains("""
            "KmsKeyArn": {
              "Type": "String",
              "Default": "%s",
        """.formatted(ARN));
    Map<String, String> documents = IamPolicyTest.documentsOf(template);
    assertThat(documents.get("CardRepositoryPolicy"))
        .endsWith("{\"Effect\":\"Allow\",\"Action\":[\"kms:Decrypt\",\"kms:GenerateDataKey\"],"
            + "\"Resource\":{\"Ref\":\"KmsKeyArn\"}}]}");
    assertThat(documents.get("GameRepositoryPolicy")).doesNotContain("kms:");
  }

  @Test
  void anIncrementalBuildKeepsTheStatementOfARepositoryItDidNotRecompile(@TempDir Path dir) throws IOException {
    Map<String, String> sources = Map.of(
        "inc/Wallet.java", """
            package inc;
            @io.dynaforge.annotation.Table("inc_wallets")
            public record Wallet(@io.dynaforge.annotation.PartitionKey String owner,
                @io.dynaforge.annotation.Encrypted String iban) {}
            """,
        "inc/WalletRepository.java", """
            package inc;
            public interface WalletRepository extends io.dynaforge.repository.DynamoDbRepository<Wallet, String> {}
            """,
        "inc/Track.java", """
            package inc;
            @io.dynaforge.annotation.Table("inc_tracks")
            public record Track(@io.dynaforge.annotation.PartitionKey String album, String title) {}
            """,
        "inc/TrackRepository.java", """
            package inc;
            public interface TrackRepository extends io.dynaforge.repository.DynamoDbRepository<Track, String> {
              java.util.List<Track> findByAlbum(String album);
            }
            """);
    List<String> options = List.of("-Adynaforge.kmsKeyArn=" + ARN);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    TwoModulesTest.compileInto(dir.resolve("src"), classes, sources, options);
    Path template = classes.resolve(CloudFormationWriter.PATH);
    Path service = classes.resolve(IamPolicyDocument.SERVICE);
    Path wallet = classes.resolve(IamPolicyDocument.path("inc.WalletRepository"));
    String fullTemplate = Files.readString(template);
    String fullService = Files.readString(service);
    assertThat(Files.readString(wallet)).contains("\"kms:Decrypt\"");
    assertThat(IamPolicyTest.documentsOf(fullTemplate).get("WalletRepositoryPolicy")).contains("{\"Ref\":\"KmsKeyArn\"}");
    assertThat(fullService).contains("\"Resource\": \"" + ARN + "\"");

    TwoModulesTest.compileInto(dir.resolve("src2"), classes, Map.of("inc/Track.java", sources.get("inc/Track.java"),
        "inc/TrackRepository.java", sources.get("inc/TrackRepository.java")), options, classes);
    assertThat(Files.readString(template)).as("only the tracks recompiled").isEqualTo(fullTemplate);
    assertThat(Files.readString(service)).as("only the tracks recompiled").isEqualTo(fullService);
  }

  @Test
  void anIncrementalBuildReadsTheStatementBack() throws IOException {
    Compilation c = compile(List.of("-Adynaforge.kmsKeyArn=" + ARN));
    String card = policy(c, "CardRepository").orElseThrow();
    IamPolicyDocument.Read read = IamPolicyDocument.read(card.lines().toList());
    assertThat(read.encrypted()).isTrue();
    assertThat(read.grants()).hasSize(1);
    assertThat(read.grants().values().iterator().next()).contains("dynamodb:Query").noneMatch(a -> a.startsWith("kms:"));
    assertThat(IamPolicyDocument.json(new io.dynaforge.processor.codegen.RepositoryPolicy("com.acme.CardRepository",
        read.grants(), read.encrypted()), ARN)).as("written again, the same bytes").isEqualTo(card);
    IamPolicyDocument.Read game = IamPolicyDocument.read(policy(c, "GameRepository").orElseThrow().lines().toList());
    assertThat(game.encrypted()).isFalse();
    assertThat(game.grants()).isNotEmpty();
    assertThat(IamPolicyDocument.read(card.replace("\"dynamodb:Query\",", "\"dynamodb:Query\",\n\"kms:Sign\",")
        .lines().toList()).grants()).as("a statement mixing both is not a file this processor wrote").isEmpty();
    assertThat(Set.of(RepositoryPolicies.KMS_KEY_ARN_OPTION))
        .isSubsetOf(new DynaforgeProcessor().getSupportedOptions());
  }
}
