package io.dynaforge.it.streams;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.annotation.ChangeType;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.encryption.DynaforgeEncryption;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.ReadContext;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.StreamDecoder;
import io.dynaforge.stream.StreamPoller;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.cryptography.materialproviders.IKeyring;
import software.amazon.cryptography.materialproviders.MaterialProviders;
import software.amazon.cryptography.materialproviders.model.AesWrappingAlg;
import software.amazon.cryptography.materialproviders.model.CreateRawAesKeyringInput;
import software.amazon.cryptography.materialproviders.model.MaterialProvidersConfig;

/**
 * API wave 5, "one read path", item 4, on moto's streams: a decoder built from a template
 * ({@code StreamDecoder.of(template, ...)}, {@code StreamDecoder.forTable(template, ...)}) reads the images
 * through that template's read stages, so a handler sees what {@code findById} returns: the extensions'
 * {@code afterRead} on old and new images (an image it skips is {@code null}), the template's encryption on
 * an encrypted kind's. The template-less decoders apply none of them. Each test has tables of its own.
 */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
@DisabledOnDynalite // dynalite has no streams
class StreamReadStagesTest {

  private static final Duration IDLE = Duration.ofSeconds(20);
  private static final AtomicInteger TABLES = new AtomicInteger();
  static DynamoDbClient client;
  static DynamoDbStreamsClient streams;
  static TestTables tables;

  @BeforeAll
  static void clients(LocalDynamoDb local, TestTables testTables) {
    client = local.clientBuilder().build();
    streams = local.streamsClient();
    tables = testTables;
  }

  @AfterAll
  static void close() {
    streams.close();
    client.close();
  }

  /**
   * Stores a note's body reversed behind {@code enc:} and reads it back; an item whose stored body is
   * {@code enc:terces} ("secret") is skipped on read, as if it had not been read.
   */
  static final class ReversingBodies implements DynamoDbExtension {
    @Override
    public WriteModification beforeWrite(WriteContext context) {
      AttributeValue body = context.item().get("body");
      if (context.entityType() != Note.class || body == null || body.s() == null) {
        return WriteModification.none();
      }
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      item.put("body", AttributeValue.fromS("enc:" + new StringBuilder(body.s()).reverse()));
      return WriteModification.builder().item(item).build();
    }

    @Override
    public Map<String, AttributeValue> afterRead(ReadContext context) {
      AttributeValue body = context.item().get("body");
      if (context.entityType() != Note.class || body == null || body.s() == null || !body.s().startsWith("enc:")) {
        return context.item();
      }
      if (body.s().equals("enc:terces")) {
        return null;
      }
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      item.put("body", AttributeValue.fromS(new StringBuilder(body.s().substring(4)).reverse().toString()));
      return item;
    }
  }

  private static String suffix() {
    return "-rs" + TABLES.incrementAndGet();
  }

  /** Every event of the table's stream, decoded by {@code decoder}, in order. */
  private static List<ChangeEvent<?>> events(String table, StreamDecoder decoder) throws InterruptedException {
    List<ChangeEvent<?>> seen = Collections.synchronizedList(new ArrayList<>());
    try (StreamPoller poller = StreamPoller.builder(streams, client).table(table).decoder(decoder)
        .dispatcher(seen::add).pollInterval(Duration.ofMillis(50)).retryDelay(Duration.ofMillis(5)).build()) {
      poller.start();
      assertThat(poller.awaitIdle(IDLE)).isTrue();
    }
    return new ArrayList<>(seen);
  }

  @Test
  void aHandlerSeesWhatFindByIdReturnsWhereAnAfterReadExtensionRewritesTheStoredForm() throws Exception {
    String suffix = suffix();
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(l -> tables.name(l) + suffix)
        .extensions(new ReversingBodies()).build();
    template.createTables(Note.class);
    String table = template.getTableName(Note.class);

    template.save(new Note("n1", "hello"));
    assertThat(client.getItem(r -> r.tableName(table).key(Map.of("id", AttributeValue.fromS("n1")))).item()
        .get("body").s()).as("stored form").isEqualTo("enc:olleh");
    Note found = template.findById(Note.class, "n1").orElseThrow();
    assertThat(found).isEqualTo(new Note("n1", "hello"));
    template.save(new Note("n1", "world"));
    template.delete(new Note("n1", "world"));

    List<ChangeEvent<?>> events = events(table, StreamDecoder.of(template, Note.class));
    assertThat(events).extracting(ChangeEvent::type)
        .containsExactly(ChangeType.INSERT, ChangeType.MODIFY, ChangeType.REMOVE);
    assertThat(events.get(0).newImage()).as("what findById returned").isEqualTo(found);
    assertThat(events.get(1).oldImage()).isEqualTo(new Note("n1", "hello"));
    assertThat(events.get(1).newImage()).isEqualTo(new Note("n1", "world"));
    assertThat(events.get(2).oldImage()).isEqualTo(new Note("n1", "world"));
    assertThat(events).extracting(ChangeEvent::tableName).containsOnly(table);

    // the same stream through forTable(template, logical): the template's physical name, its extensions
    List<ChangeEvent<?>> byTable = events(table, StreamDecoder.forTable(template, "streams_notes"));
    assertThat(byTable).extracting(e -> (Object) e.newImage())
        .containsExactly(new Note("n1", "hello"), new Note("n1", "world"), null);

    // the template-less forms apply no read stage: the stored form
    List<ChangeEvent<?>> raw = events(table, StreamDecoder.of(Note.class).withTableName(table));
    assertThat(raw.get(0).newImage()).isEqualTo(new Note("n1", "enc:olleh"));
  }

  @Test
  void anImageAnExtensionSkipsIsNullInTheEventAsFindByIdFindsNothing() throws Exception {
    String suffix = suffix();
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(l -> tables.name(l) + suffix)
        .extensions(new ReversingBodies()).build();
    template.createTables(Note.class);
    String table = template.getTableName(Note.class);

    template.save(new Note("n2", "public"));
    template.save(new Note("n2", "secret"));
    assertThat(template.findById(Note.class, "n2")).isEmpty();

    List<ChangeEvent<?>> events = events(table, StreamDecoder.of(template, Note.class));
    assertThat(events).hasSize(2);
    assertThat(events.get(1).type()).isEqualTo(ChangeType.MODIFY);
    assertThat(events.get(1).entityType()).isEqualTo(Note.class);
    assertThat(events.get(1).oldImage()).isEqualTo(new Note("n2", "public"));
    assertThat(events.get(1).newImage()).isNull();
    assertThat(events.get(1).keys()).containsEntry("id", AttributeValue.fromS("n2"));
  }

  static IKeyring keyring() {
    byte[] key = new byte[32];
    java.util.Arrays.fill(key, (byte) 11);
    return MaterialProviders.builder().MaterialProvidersConfig(MaterialProvidersConfig.builder().build()).build()
        .CreateRawAesKeyring(CreateRawAesKeyringInput.builder().keyNamespace("dynaforge-it").keyName("stream-key")
            .wrappingKey(ByteBuffer.wrap(key)).wrappingAlg(AesWrappingAlg.ALG_AES256_GCM_IV12_TAG16).build());
  }

  @Test
  void anEncryptedTemplatesStreamImagesAreDecryptedByItsDecoder() throws Exception {
    String suffix = suffix();
    io.dynaforge.core.TableNameResolver names = l -> tables.name(l) + suffix;
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(names)
        .encryption(DynaforgeEncryption.items(keyring(), names, SealedNote.class)).build();
    template.createTables(SealedNote.class);
    String table = template.getTableName(SealedNote.class);

    template.save(new SealedNote("s1", "the launch codes", "codes"));
    template.save(new SealedNote("s1", "new codes", "codes"));
    Map<String, AttributeValue> stored = client.getItem(r -> r.tableName(table)
        .key(Map.of("id", AttributeValue.fromS("s1")))).item();
    assertThat(stored.get("body").b()).as("stored as binary ciphertext").isNotNull();
    assertThat(new String(stored.get("body").b().asByteArray(), StandardCharsets.ISO_8859_1)).doesNotContain("codes");
    SealedNote found = template.findById(SealedNote.class, "s1").orElseThrow();
    assertThat(found).isEqualTo(new SealedNote("s1", "new codes", "codes"));

    for (StreamDecoder decoder : List.of(StreamDecoder.of(template, SealedNote.class),
        StreamDecoder.forTable(template, "streams_sealed"))) {
      List<ChangeEvent<?>> events = events(table, decoder);
      assertThat(events).extracting(ChangeEvent::type).containsExactly(ChangeType.INSERT, ChangeType.MODIFY);
      assertThat(events.get(0).newImage()).isEqualTo(new SealedNote("s1", "the launch codes", "codes"));
      assertThat(events.get(1).oldImage()).isEqualTo(new SealedNote("s1", "the launch codes", "codes"));
      assertThat(events.get(1).newImage()).as("what findById returned").isEqualTo(found);
    }
  }

  @Test
  void aDecoderOfAnOperationsThatIsNotATemplateIsRefused() {
    DynamoDbOperations notATemplate = (DynamoDbOperations) java.lang.reflect.Proxy.newProxyInstance(
        getClass().getClassLoader(), new Class<?>[] {DynamoDbOperations.class}, (proxy, method, args) -> {
          throw new UnsupportedOperationException(method.getName());
        });
    assertThatThrownBy(() -> StreamDecoder.of(notATemplate, Note.class))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("only a DynamoDbTemplate exposes");
  }
}
