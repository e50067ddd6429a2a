package io.dynaforge.it.generative;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One valid single-table model: the kinds {@code Order} ({@code <pk>{customerId}} / {@code <O>#{orderId}}),
 * {@code OrderLine} ({@code <O>#{orderId}#LINE#{line:3}}: its items share and extend the orders' prefix) and
 * {@code Profile} (the constant {@code PROFILE}) in the table {@code gen}, their repositories, and the features
 * each switch adds ({@link Generators#model}). Shrinking goes towards the first value of each choice (no feature). {@link #sources()} is the
 * model as Java source, which is also how a failing model is printed.
 */
public record ModelSpec(String pkLiteral, String orderLiteral, AmountType amount, boolean version,
    boolean atomicCounter, boolean auditing, IndexKind statusIndex, TtlKind ttl, boolean skuConverter,
    boolean ledger, Encryption encryption) {

  public enum AmountType { INT, LONG, BIG_DECIMAL }

  /** The sparse {@code gsi1pk = STATUS#{status}} column of orders and the view over it, with its projection. */
  public enum IndexKind { NONE, ALL, INCLUDE }

  /** {@code @TimeToLive(filterExpired = true)} on order lines. */
  public enum TtlKind { NONE, LONG, INSTANT }

  /**
   * Client-side encryption of the table {@code gen}: {@code Profile} becomes its encrypted kind ({@code tier}
   * {@code @Encrypted}), which makes every kind of the table signed; {@code UNSIGNED_NOTE} also leaves {@code note}
   * out of the signatures ({@code @Unsigned} on every kind that writes it: the actions of one table agree).
   */
  public enum Encryption { NONE, PROFILE, UNSIGNED_NOTE }

  /** This model with one switch ({@code name}: a record component) set to {@code v}. */
  ModelSpec with(String name, Object v) {
    return new ModelSpec(
        name.equals("pkLiteral") ? (String) v : pkLiteral,
        name.equals("orderLiteral") ? (String) v : orderLiteral,
        name.equals("amount") ? (AmountType) v : amount,
        name.equals("version") ? (Boolean) v : version,
        name.equals("atomicCounter") ? (Boolean) v : atomicCounter,
        name.equals("auditing") ? (Boolean) v : auditing,
        name.equals("statusIndex") ? (IndexKind) v : statusIndex,
        name.equals("ttl") ? (TtlKind) v : ttl,
        name.equals("skuConverter") ? (Boolean) v : skuConverter,
        name.equals("ledger") ? (Boolean) v : ledger,
        name.equals("encryption") ? (Encryption) v : encryption);
  }

  /** The stored partition key of a customer: {@code CUST#c1}. */
  public String pk(String customerId) {
    return pkLiteral + "#" + customerId;
  }

  /** Whether the table {@code gen} is an encrypted table (its kinds signed, {@code Profile.tier} encrypted). */
  public boolean encrypted() {
    return encryption != Encryption.NONE;
  }

  /** The annotation of every {@code note} property, as Java source. */
  private String noteAnnotation() {
    return encryption == Encryption.UNSIGNED_NOTE ? "@Unsigned " : "";
  }

  public boolean indexed() {
    return statusIndex != IndexKind.NONE;
  }

  /** Orders are written one at a time: BatchWriteItem cannot increment a version or a counter. */
  public boolean ordersBatchable() {
    return !version && !atomicCounter;
  }

  public String amountType() {
    return switch (amount) {
      case INT -> "int";
      case LONG -> "long";
      case BIG_DECIMAL -> "java.math.BigDecimal";
    };
  }

  private String amountFrom(String bigDecimal) {
    return switch (amount) {
      case INT -> bigDecimal + ".intValueExact()";
      case LONG -> bigDecimal + ".longValueExact()";
      case BIG_DECIMAL -> bigDecimal;
    };
  }

  /** The model's files (path under the source root to text), in a stable order. */
  public Map<String, String> sources() {
    Map<String, String> files = new LinkedHashMap<>();
    files.put("gen/Status.java", "package gen;\n\npublic enum Status { NEW, PAID, SHIPPED }\n");
    files.put("gen/Tier.java", "package gen;\n\npublic enum Tier { SILVER, GOLD }\n");
    String pkTemplate = "@PartitionKeyTemplate(\"" + pkLiteral + "#{customerId}\")";
    files.put("gen/Order.java", """
        package gen;

        import io.dynaforge.annotation.*;

        @Table(value = "gen", stream = StreamView.NEW_AND_OLD_IMAGES)
        %s
        @SortKeyTemplate("%s#{orderId}")
        %spublic class Order {
          @Derived public String customerId;
          @Derived public String orderId;
          public Status status;
          public %s amount;
          %spublic String note;
        %s%s%s
          public Order() {}
        }
        """.formatted(pkTemplate, orderLiteral,
        indexed() ? "@SortKeyTemplate(value = \"STATUS#{status}\", column = \"gsi1pk\", sparse = true)\n"
            + "@TableIndex(name = \"gsi1\", partitionKey = \"gsi1pk\", projection = IndexProjection." + statusIndex.name()
            + (statusIndex == IndexKind.INCLUDE ? ", include = \"note\"" : "") + ")\n" : "",
        amountType(), noteAnnotation(),
        version ? "  @org.springframework.data.annotation.Version public Long version;\n" : "",
        atomicCounter ? "  @AtomicCounter(start = 1) public long touches;\n" : "",
        auditing ? "  @org.springframework.data.annotation.CreatedDate public java.time.Instant createdAt;\n"
            + "  @org.springframework.data.annotation.LastModifiedDate public java.time.Instant updatedAt;\n" : ""));
    files.put("gen/OrderLine.java", """
        package gen;

        import io.dynaforge.annotation.*;

        @Table("gen")
        %s
        @SortKeyTemplate("%s#{orderId}#LINE#{line:3}")
        public class OrderLine {
          @Derived public String customerId;
          @Derived public String orderId;
          @Derived public Integer line;
          public int qty;
          public java.math.BigDecimal price;
          %spublic String note;
          %s
        %s
          public OrderLine() {}
        }
        """.formatted(pkTemplate, orderLiteral, noteAnnotation(),
        skuConverter ? "@Converter(SkuConverter.class) public Sku sku;" : "public String sku;",
        switch (ttl) {
          case NONE -> "";
          case LONG -> "  @TimeToLive(filterExpired = true) public long expiresAt;";
          case INSTANT -> "  @TimeToLive(filterExpired = true) public java.time.Instant expiresAt;";
        }));
    if (skuConverter) {
      files.put("gen/Sku.java", "package gen;\n\npublic record Sku(String code) {}\n");
      files.put("gen/SkuConverter.java", """
          package gen;

          import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

          public class SkuConverter implements io.dynaforge.mapping.AttributeConverter<Sku> {
            @Override
            public AttributeValue toAttributeValue(Sku value) {
              return AttributeValue.fromS("SKU:" + value.code());
            }

            @Override
            public Sku fromAttributeValue(AttributeValue value) {
              return new Sku(value.s().substring(4));
            }
          }
          """);
    }
    files.put("gen/Profile.java", """
        package gen;

        import io.dynaforge.annotation.*;

        @Table("gen")
        %s
        @SortKeyTemplate("PROFILE")
        public class Profile {
          @Derived public String customerId;
          %spublic Tier tier;
          %spublic String note;

          public Profile() {}
        }
        """.formatted(pkTemplate, encrypted() ? "@Encrypted " : "", noteAnnotation()));
    files.put("gen/OrderRepository.java", """
        package gen;

        import io.dynaforge.annotation.Query;
        import io.dynaforge.annotation.Update;
        import io.dynaforge.repository.DynamoDbCompositeId;
        import io.dynaforge.repository.DynamoDbRepository;
        import java.util.List;
        import org.springframework.data.repository.query.Param;
        import org.springframework.data.domain.Limit;
        import org.springframework.data.domain.ScrollPosition;
        import org.springframework.data.domain.Window;

        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          List<Order> findByCustomerId(String customerId);

          long countByCustomerId(String customerId);

          List<Order> findByCustomerIdAndOrderIdLessThan(String customerId, String orderId);

          Window<Order> findByCustomerIdOrderByOrderIdAsc(String customerId, Limit limit, ScrollPosition position);

          List<OrderAmount> findByCustomerIdAndOrderIdStartingWith(String customerId, String prefix);

          @Query(filterExpression = "#note = :note", allowScan = true)
          List<Order> withNote(String note);

          @Update(updateExpression = "SET #status = :status")
          void markStatus(@Param("pk") String pk, @Param("sk") String sk, @Param("status") Status status);

          record OrderAmount(String orderId, %s amount) {}
        @@BY_STATUS@@}
        """.formatted(amountType()).replace("@@BY_STATUS@@", !indexed() ? ""
            : "\n  long countByStatus(Status status);\n"
                + (statusIndex == IndexKind.ALL ? "\n  List<Order> findByStatus(Status status);\n" : "")));
    files.put("gen/OrderLineRepository.java", """
        package gen;

        import io.dynaforge.annotation.Update;
        import io.dynaforge.repository.DynamoDbCompositeId;
        import io.dynaforge.repository.DynamoDbRepository;
        import java.util.List;
        import org.springframework.data.repository.query.Param;
        import org.springframework.data.domain.Limit;
        import org.springframework.data.domain.ScrollPosition;
        import org.springframework.data.domain.Window;

        public interface OrderLineRepository extends DynamoDbRepository<OrderLine, DynamoDbCompositeId> {
          List<OrderLine> findByCustomerIdAndOrderId(String customerId, String orderId);

          long countByCustomerId(String customerId);

          List<LineQty> findByCustomerId(String customerId);

          Window<LineQty> findByCustomerIdAndOrderId(String customerId, String orderId, Limit limit,
              ScrollPosition position);

          @Update(updateExpression = "SET #qty = #qty + :delta")
          void addQty(@Param("pk") String pk, @Param("sk") String sk, @Param("delta") int delta);

          record LineQty(String orderId, Integer line, int qty) {}
        }
        """);
    files.put("gen/ProfileRepository.java", """
        package gen;

        import io.dynaforge.annotation.Query;
        import io.dynaforge.repository.DynamoDbRepository;
        import java.util.List;
        import java.util.Optional;

        public interface ProfileRepository extends DynamoDbRepository<Profile, String> {
          Optional<Profile> findByCustomerId(String customerId);

          @Query(filterExpression = "#note = :note", allowScan = true)
          List<Profile> withNote(String note);
        }
        """);
    files.put("gen/ReactiveOrderRepository.java", """
        package gen;

        import io.dynaforge.annotation.Query;
        import io.dynaforge.annotation.Update;
        import io.dynaforge.reactive.ReactiveDynamoDbRepository;
        import io.dynaforge.repository.DynamoDbCompositeId;
        import org.springframework.data.repository.query.Param;
        import org.springframework.data.domain.Limit;
        import org.springframework.data.domain.ScrollPosition;
        import org.springframework.data.domain.Window;
        import reactor.core.publisher.Flux;
        import reactor.core.publisher.Mono;

        public interface ReactiveOrderRepository extends ReactiveDynamoDbRepository<Order, DynamoDbCompositeId> {
          Flux<Order> findByCustomerId(String customerId);

          Mono<Long> countByCustomerId(String customerId);

          Flux<Order> findByCustomerIdAndOrderIdLessThan(String customerId, String orderId);

          Mono<Window<Order>> findByCustomerIdOrderByOrderIdAsc(String customerId, Limit limit,
              ScrollPosition position);

          Flux<OrderRepository.OrderAmount> findByCustomerIdAndOrderIdStartingWith(String customerId, String prefix);

          @Query(filterExpression = "#note = :note", allowScan = true)
          Flux<Order> withNote(String note);

          @Update(updateExpression = "SET #status = :status")
          Mono<Void> markStatus(@Param("pk") String pk, @Param("sk") String sk, @Param("status") Status status);
        @@BY_STATUS@@}
        """.replace("@@BY_STATUS@@", !indexed() ? ""
            : "\n  Mono<Long> countByStatus(Status status);\n"
                + (statusIndex == IndexKind.ALL ? "\n  Flux<Order> findByStatus(Status status);\n" : "")));
    files.put("gen/ReactiveOrderLineRepository.java", """
        package gen;

        import io.dynaforge.annotation.Update;
        import io.dynaforge.reactive.ReactiveDynamoDbRepository;
        import io.dynaforge.repository.DynamoDbCompositeId;
        import org.springframework.data.repository.query.Param;
        import org.springframework.data.domain.Limit;
        import org.springframework.data.domain.ScrollPosition;
        import org.springframework.data.domain.Window;
        import reactor.core.publisher.Flux;
        import reactor.core.publisher.Mono;

        public interface ReactiveOrderLineRepository
            extends ReactiveDynamoDbRepository<OrderLine, DynamoDbCompositeId> {
          Flux<OrderLine> findByCustomerIdAndOrderId(String customerId, String orderId);

          Mono<Long> countByCustomerId(String customerId);

          Flux<OrderLineRepository.LineQty> findByCustomerId(String customerId);

          Mono<Window<OrderLineRepository.LineQty>> findByCustomerIdAndOrderId(String customerId, String orderId,
              Limit limit, ScrollPosition position);

          @Update(updateExpression = "SET #qty = #qty + :delta")
          Mono<Void> addQty(@Param("pk") String pk, @Param("sk") String sk, @Param("delta") int delta);
        }
        """);
    files.put("gen/ReactiveProfileRepository.java", """
        package gen;

        import io.dynaforge.annotation.Query;
        import io.dynaforge.reactive.ReactiveDynamoDbRepository;
        import reactor.core.publisher.Flux;
        import reactor.core.publisher.Mono;

        public interface ReactiveProfileRepository extends ReactiveDynamoDbRepository<Profile, String> {
          Mono<Profile> findByCustomerId(String customerId);

          @Query(filterExpression = "#note = :note", allowScan = true)
          Flux<Profile> withNote(String note);
        }
        """);
    if (indexed()) {
      files.put("gen/ReactiveOrderByStatusRepository.java", """
          package gen;

          import io.dynaforge.reactive.ReactiveSecondaryIndexRepository;
          import reactor.core.publisher.Flux;

          public interface ReactiveOrderByStatusRepository extends ReactiveSecondaryIndexRepository<OrderByStatus> {
            Flux<OrderByStatus> findByGsi1pk(String gsi1pk);
          }
          """);
    }
    files.put("gen/GenReactive.java", reactive());
    if (indexed()) {
      files.put("gen/OrderByStatus.java", """
          package gen;

          import io.dynaforge.annotation.*;

          @SecondaryIndex(value = "gsi1", tableName = "gen", projection = IndexProjection.%s)
          public record OrderByStatus(@PartitionKey @Column("gsi1pk") String gsi1pk, String pk, String sk,
              String note) {}
          """.formatted(statusIndex.name()));
      files.put("gen/OrderByStatusRepository.java", """
          package gen;

          import io.dynaforge.repository.SecondaryIndexRepository;
          import java.util.List;

          public interface OrderByStatusRepository extends SecondaryIndexRepository<OrderByStatus> {
            List<OrderByStatus> findByGsi1pk(String gsi1pk);
          }
          """);
    }
    if (ledger) {
      files.put("gen/Ledger.java", """
          package gen;

          import io.dynaforge.annotation.*;

          @Table("genledger")
          public class Ledger {
            @PartitionKey public String account;
            @SortKey public java.math.BigDecimal seq;
            public String note;

            public Ledger() {}
          }
          """);
      files.put("gen/LedgerRepository.java", """
          package gen;

          public interface LedgerRepository
              extends io.dynaforge.repository.DynamoDbRepository<Ledger, io.dynaforge.repository.DynamoDbCompositeId> {}
          """);
    }
    files.put("gen/GenDriver.java", driver());
    return files;
  }

  /** The typed update of a line's TTL (of its quantity when the model has no TTL), as Java source. */
  private String ttlUpdate() {
    return switch (ttl) {
      case NONE -> "Update.of(OrderLine.class).set(OrderLine_Attributes.qty, (int) (ttl % 7))";
      case LONG -> "Update.of(OrderLine.class).set(OrderLine_Attributes.expiresAt, ttl)";
      case INSTANT -> "Update.of(OrderLine.class).set(OrderLine_Attributes.expiresAt, "
          + "ttl == 0 ? null : java.time.Instant.ofEpochSecond(ttl))";
    };
  }

  private String driver() {
    String ttlValue = switch (ttl) {
      case NONE -> "";
      case LONG -> "e.expiresAt = ttl;";
      case INSTANT -> "e.expiresAt = ttl == 0 ? null : java.time.Instant.ofEpochSecond(ttl);";
    };
    return """
        package gen;

        import io.dynaforge.core.DynamoDbOperations;
        import io.dynaforge.core.TransactWrite;
        import io.dynaforge.expression.Update;
        import io.dynaforge.core.CursorCodec;
        import io.dynaforge.core.InvalidCursorException;
        import io.dynaforge.it.generative.Key;
        import io.dynaforge.reactive.ReactiveDynamoDbOperations;
        import io.dynaforge.reactive.ReactiveDynamoDbRepository;
        import io.dynaforge.repository.DynamoDbCompositeId;
        import io.dynaforge.repository.DynamoDbRepository;
        import java.math.BigDecimal;
        import java.util.ArrayList;
        import java.util.List;
        import java.util.Optional;
        import org.springframework.data.domain.Limit;
        import org.springframework.data.domain.ScrollPosition;
        import org.springframework.data.domain.Window;

        @SuppressWarnings({"unchecked", "rawtypes"})
        public final class GenDriver implements io.dynaforge.it.generative.Driver {
          /** Every Window is continued through a sealed token, as a client would send it back. */
          static final CursorCodec CURSORS = CursorCodec.builder().key("generative", new byte[32]).build();

          private DynamoDbOperations ops;
          private OrderRepository orders;
          private OrderLineRepository lines;
          private ProfileRepository profiles;
          private DynamoDbRepository ledgers;
          private Object byStatus;
          private ReactiveOrderRepository reactiveOrders;
          private ReactiveOrderLineRepository reactiveLines;
          private ReactiveProfileRepository reactiveProfiles;
          private GenReactive reactive;

          public void init(DynamoDbOperations operations) {
            ops = operations;
            orders = new OrderRepository_Impl(operations);
            lines = new OrderLineRepository_Impl(operations);
            profiles = new ProfileRepository_Impl(operations);
            %1$s
            %2$s
          }

          public void initReactive(ReactiveDynamoDbOperations operations) {
            reactiveOrders = new ReactiveOrderRepository_Impl(operations);
            reactiveLines = new ReactiveOrderLineRepository_Impl(operations);
            reactiveProfiles = new ReactiveProfileRepository_Impl(operations);
            reactive = new GenReactive(operations, reactiveOrders, reactiveLines, reactiveProfiles, %11$s);
          }

          public ReactiveDynamoDbRepository<Object, Object> reactiveRepository(String kind) {
            switch (kind) {
              case "Order": return (ReactiveDynamoDbRepository) reactiveOrders;
              case "OrderLine": return (ReactiveDynamoDbRepository) reactiveLines;
              case "Profile": return (ReactiveDynamoDbRepository) reactiveProfiles;
              default: throw new IllegalArgumentException(kind);
            }
          }

          public io.dynaforge.it.generative.Finders reactiveFinders() {
            return reactive;
          }

          public io.dynaforge.it.generative.Writes reactiveWrites() {
            return reactive;
          }

          public Class<?> type(String kind) {
            switch (kind) {
              case "Order": return Order.class;
              case "OrderLine": return OrderLine.class;
              case "Profile": return Profile.class;
              %3$s
              default: throw new IllegalArgumentException(kind);
            }
          }

          public DynamoDbRepository<Object, Object> repository(String kind) {
            switch (kind) {
              case "Order": return (DynamoDbRepository) orders;
              case "OrderLine": return (DynamoDbRepository) lines;
              case "Profile": return (DynamoDbRepository) profiles;
              case "Ledger": return (DynamoDbRepository) ledgers;
              default: throw new IllegalArgumentException(kind);
            }
          }

          public Object order(String c, String o, String status, BigDecimal amount, String note) {
            Order e = new Order();
            e.customerId = c;
            e.orderId = o;
            e.status = status == null ? null : Status.valueOf(status);
            e.amount = %4$s;
            e.note = note;
            return e;
          }

          public Object line(String c, String o, int line, int qty, BigDecimal price, long ttl, String sku, String note) {
            OrderLine e = new OrderLine();
            e.customerId = c;
            e.orderId = o;
            e.line = line;
            e.qty = qty;
            e.price = price;
            e.sku = %5$s;
            e.note = note;
            %6$s
            return e;
          }

          public Object profile(String c, String tier, String note) {
            Profile e = new Profile();
            e.customerId = c;
            e.tier = tier == null ? null : Tier.valueOf(tier);
            e.note = note;
            return e;
          }

          public Object ledger(String account, BigDecimal seq, String note) {
            %7$s
          }

          public Object orderId(String c, String o) {
            return DynamoDbCompositeId.of(Order_Keys.pk(c), Order_Keys.sk(o));
          }

          public Object lineId(String c, String o, int line) {
            return DynamoDbCompositeId.of(OrderLine_Keys.pk(c), OrderLine_Keys.sk(o, line));
          }

          public Object profileId(String c) {
            return Profile_Keys.pk(c);
          }

          public Object ledgerId(String account, BigDecimal seq) {
            return DynamoDbCompositeId.of(account, seq);
          }

          public Object updateOrderStatus(String c, String o, String status) {
            return orders.update((DynamoDbCompositeId) orderId(c, o), Update.of(Order.class)
                .set(Order_Attributes.status, status == null ? null : Status.valueOf(status)));
          }

          public Object addOrderAmount(String c, String o, BigDecimal delta) {
            return orders.update((DynamoDbCompositeId) orderId(c, o),
                Update.of(Order.class).add(Order_Attributes.amount, %8$s));
          }

          public void markStatus(String c, String o, String status) {
            orders.markStatus(Order_Keys.pk(c), Order_Keys.sk(o), status == null ? null : Status.valueOf(status));
          }

          public Object updateLineTtl(String c, String o, int line, long ttl) {
            return lines.update((DynamoDbCompositeId) lineId(c, o, line), %9$s);
          }

          public void addQty(String c, String o, int line, int delta) {
            lines.addQty(OrderLine_Keys.pk(c), OrderLine_Keys.sk(o, line), delta);
          }

          public void transact(String c, String o, String status, Object put, String deleteProfileOf) {
            ops.transactWrite(transaction(c, o, status, put, deleteProfileOf));
          }

          /** A typed status update of the order, a put, and a delete by id of a profile. */
          static TransactWrite transaction(String c, String o, String status, Object put, String deleteProfileOf) {
            return TransactWrite.builder()
                .update(Order.class, Order_Keys.pk(c), Order_Keys.sk(o), Update.of(Order.class)
                    .set(Order_Attributes.status, status == null ? null : Status.valueOf(status)))
                .put(put)
                .deleteById(Profile.class, Profile_Keys.pk(deleteProfileOf), null)
                .build();
          }

          public List<?> ordersOf(String c) { return orders.findByCustomerId(c); }

          public long countOrdersOf(String c) { return orders.countByCustomerId(c); }

          public List<?> ordersBelow(String c, String bound) { return orders.findByCustomerIdAndOrderIdLessThan(c, bound); }

          public List<List<?>> orderWindows(String c, int size) {
            List<List<?>> pages = new ArrayList<>();
            Window<Order> w = orders.findByCustomerIdOrderByOrderIdAsc(c, Limit.of(size), ScrollPosition.keyset());
            while (true) {
              pages.add(w.getContent());
              if (!w.hasNext() || w.isEmpty() || pages.size() > 50) {
                return pages;
              }
              w = orders.findByCustomerIdOrderByOrderIdAsc(c, Limit.of(size), CURSORS.decode(CURSORS.encode(w)));
            }
          }

          public String cursorMisuse(String c, String o, int size) {
            Window<Order> w = orders.findByCustomerIdOrderByOrderIdAsc(c, Limit.of(size), ScrollPosition.keyset());
            if (!w.hasNext() || w.isEmpty()) {
              return null;
            }
            String token = CURSORS.encode(w);
            try {
              lines.findByCustomerIdAndOrderId(c, o, Limit.of(size), CURSORS.decode(token));
              return "a token of OrderRepository.findByCustomerIdOrderByOrderIdAsc was accepted by"
                  + " OrderLineRepository.findByCustomerIdAndOrderId";
            } catch (InvalidCursorException refused) {
              // as it should
            }
            try {
              orders.findByCustomerIdOrderByOrderIdAsc(c + "x", Limit.of(size), CURSORS.decode(token));
              return "a token of customer " + c + " was accepted for customer " + c + "x";
            } catch (InvalidCursorException refused) {
              return null;
            }
          }

          public List<?> ordersWithNote(String note) { return orders.withNote(note); }

          public List<Key> orderAmountsStartingWith(String c, String prefix) {
            return amountKeys(c, orders.findByCustomerIdAndOrderIdStartingWith(c, prefix));
          }

          static List<Key> amountKeys(String c, List<OrderRepository.OrderAmount> rows) {
            List<Key> keys = new ArrayList<>();
            for (OrderRepository.OrderAmount a : rows) {
              keys.add(a == null ? null : new Key(Order_Keys.pk(c), Order_Keys.sk(a.orderId())));
            }
            return keys;
          }

          public List<?> linesOf(String c, String o) { return lines.findByCustomerIdAndOrderId(c, o); }

          public long countLinesOf(String c) { return lines.countByCustomerId(c); }

          public List<Key> lineQtysOf(String c) {
            return lineKeys(c, lines.findByCustomerId(c));
          }

          static List<Key> lineKeys(String c, List<OrderLineRepository.LineQty> rows) {
            List<Key> keys = new ArrayList<>();
            for (OrderLineRepository.LineQty q : rows) {
              keys.add(q == null ? null : new Key(OrderLine_Keys.pk(c), OrderLine_Keys.sk(q.orderId(), q.line())));
            }
            return keys;
          }

          public List<List<Key>> lineQtyWindows(String c, String o, int size) {
            List<List<Key>> pages = new ArrayList<>();
            Window<OrderLineRepository.LineQty> w = lines.findByCustomerIdAndOrderId(c, o, Limit.of(size),
                ScrollPosition.keyset());
            while (true) {
              pages.add(lineKeys(c, w.getContent()));
              if (!w.hasNext() || w.isEmpty() || pages.size() > 50) {
                return pages;
              }
              w = lines.findByCustomerIdAndOrderId(c, o, Limit.of(size), CURSORS.decode(CURSORS.encode(w)));
            }
          }

          public Optional<?> profileOf(String c) { return profiles.findByCustomerId(c); }

          public List<?> profilesWithNote(String note) { return profiles.withNote(note); }

          public List<Key> byStatus(String status) {
            %10$s
          }

          @@ORDERS_BY_STATUS@@

          %12$s
        }
        """.formatted(
        ledger ? "ledgers = new LedgerRepository_Impl(operations);" : "",
        indexed() ? "byStatus = new OrderByStatusRepository_Impl(operations);" : "",
        ledger ? "case \"Ledger\": return Ledger.class;" : "",
        amountFrom("amount"),
        skuConverter ? "sku == null ? null : new Sku(sku)" : "sku",
        ttlValue,
        ledger ? "Ledger e = new Ledger(); e.account = account; e.seq = seq; e.note = note; return e;"
            : "throw new UnsupportedOperationException();",
        amountFrom("delta"),
        ttlUpdate(),
        indexed() ? "return viewKeys(((OrderByStatusRepository) byStatus).findByGsi1pk(\"STATUS#\" + status));"
            : "throw new UnsupportedOperationException();",
        indexed() ? "new ReactiveOrderByStatusRepository_Impl(operations)" : "null",
        indexed() ? """
            static List<Key> viewKeys(List<OrderByStatus> rows) {
                List<Key> keys = new ArrayList<>();
                for (OrderByStatus v : rows) {
                  keys.add(v == null ? null : new Key(v.pk(), v.sk()));
                }
                return keys;
              }""" : "").replace("@@ORDERS_BY_STATUS@@", ordersByStatus(false));
  }

  /**
   * The entity repository's own finders over the index its orders declare ({@code @TableIndex gsi1}):
   * a count always, the orders themselves where the index projects them ({@code ALL}).
   */
  private String ordersByStatus(boolean reactive) {
    String block = reactive ? ".block()" : "";
    String list = reactive ? ".collectList().block()" : "";
    return "public long countOrdersByStatus(String status) { "
        + (indexed() ? "return orders.countByStatus(Status.valueOf(status))" + block + "; }"
            : "throw new UnsupportedOperationException(); }")
        + "\n\n          public List<?> ordersByStatus(String status) { "
        + (statusIndex == IndexKind.ALL ? "return orders.findByStatus(Status.valueOf(status))" + list + "; }"
            : "throw new UnsupportedOperationException(); }");
  }

  /** The finders and updates of the reactive repositories and template, each awaited ({@code block()}). */
  private String reactive() {
    return """
        package gen;

        import io.dynaforge.expression.Update;
        import io.dynaforge.core.InvalidCursorException;
        import io.dynaforge.it.generative.Key;
        import io.dynaforge.reactive.ReactiveDynamoDbOperations;
        import io.dynaforge.repository.DynamoDbCompositeId;
        import java.math.BigDecimal;
        import java.util.ArrayList;
        import java.util.List;
        import java.util.Optional;
        import org.springframework.data.domain.Limit;
        import org.springframework.data.domain.ScrollPosition;
        import org.springframework.data.domain.Window;

        final class GenReactive implements io.dynaforge.it.generative.Finders, io.dynaforge.it.generative.Writes {
          private final ReactiveDynamoDbOperations ops;
          private final ReactiveOrderRepository orders;
          private final ReactiveOrderLineRepository lines;
          private final ReactiveProfileRepository profiles;
          private final %1$s byStatus;

          GenReactive(ReactiveDynamoDbOperations ops, ReactiveOrderRepository orders, ReactiveOrderLineRepository lines,
              ReactiveProfileRepository profiles, %1$s byStatus) {
            this.ops = ops;
            this.orders = orders;
            this.lines = lines;
            this.profiles = profiles;
            this.byStatus = byStatus;
          }

          public List<?> ordersOf(String c) { return orders.findByCustomerId(c).collectList().block(); }

          public long countOrdersOf(String c) { return orders.countByCustomerId(c).block(); }

          public List<?> ordersBelow(String c, String bound) {
            return orders.findByCustomerIdAndOrderIdLessThan(c, bound).collectList().block();
          }

          public List<List<?>> orderWindows(String c, int size) {
            List<List<?>> pages = new ArrayList<>();
            Window<Order> w = orders.findByCustomerIdOrderByOrderIdAsc(c, Limit.of(size), ScrollPosition.keyset())
                .block();
            while (true) {
              pages.add(w.getContent());
              if (!w.hasNext() || w.isEmpty() || pages.size() > 50) {
                return pages;
              }
              w = orders.findByCustomerIdOrderByOrderIdAsc(c, Limit.of(size),
                  GenDriver.CURSORS.decode(GenDriver.CURSORS.encode(w))).block();
            }
          }

          public String cursorMisuse(String c, String o, int size) {
            Window<Order> w = orders.findByCustomerIdOrderByOrderIdAsc(c, Limit.of(size), ScrollPosition.keyset())
                .block();
            if (!w.hasNext() || w.isEmpty()) {
              return null;
            }
            String token = GenDriver.CURSORS.encode(w);
            try {
              lines.findByCustomerIdAndOrderId(c, o, Limit.of(size), GenDriver.CURSORS.decode(token)).block();
              return "a token of ReactiveOrderRepository.findByCustomerIdOrderByOrderIdAsc was accepted by"
                  + " ReactiveOrderLineRepository.findByCustomerIdAndOrderId";
            } catch (InvalidCursorException refused) {
              // as it should
            }
            try {
              orders.findByCustomerIdOrderByOrderIdAsc(c + "x", Limit.of(size), GenDriver.CURSORS.decode(token)).block();
              return "a token of customer " + c + " was accepted for customer " + c + "x";
            } catch (InvalidCursorException refused) {
              return null;
            }
          }

          public List<?> ordersWithNote(String note) { return orders.withNote(note).collectList().block(); }

          public List<Key> orderAmountsStartingWith(String c, String prefix) {
            return GenDriver.amountKeys(c, orders.findByCustomerIdAndOrderIdStartingWith(c, prefix).collectList()
                .block());
          }

          public List<?> linesOf(String c, String o) {
            return lines.findByCustomerIdAndOrderId(c, o).collectList().block();
          }

          public long countLinesOf(String c) { return lines.countByCustomerId(c).block(); }

          public List<Key> lineQtysOf(String c) {
            return GenDriver.lineKeys(c, lines.findByCustomerId(c).collectList().block());
          }

          public List<List<Key>> lineQtyWindows(String c, String o, int size) {
            List<List<Key>> pages = new ArrayList<>();
            Window<OrderLineRepository.LineQty> w = lines.findByCustomerIdAndOrderId(c, o, Limit.of(size),
                ScrollPosition.keyset()).block();
            while (true) {
              pages.add(GenDriver.lineKeys(c, w.getContent()));
              if (!w.hasNext() || w.isEmpty() || pages.size() > 50) {
                return pages;
              }
              w = lines.findByCustomerIdAndOrderId(c, o, Limit.of(size),
                  GenDriver.CURSORS.decode(GenDriver.CURSORS.encode(w))).block();
            }
          }

          public Optional<?> profileOf(String c) { return profiles.findByCustomerId(c).blockOptional(); }

          public List<?> profilesWithNote(String note) { return profiles.withNote(note).collectList().block(); }

          public List<Key> byStatus(String status) {
            %2$s
          }

          @@ORDERS_BY_STATUS@@

          public Object updateOrderStatus(String c, String o, String status) {
            return orders.update(DynamoDbCompositeId.of(Order_Keys.pk(c), Order_Keys.sk(o)), Update.of(Order.class)
                .set(Order_Attributes.status, status == null ? null : Status.valueOf(status))).block();
          }

          public Object addOrderAmount(String c, String o, BigDecimal delta) {
            return orders.update(DynamoDbCompositeId.of(Order_Keys.pk(c), Order_Keys.sk(o)),
                Update.of(Order.class).add(Order_Attributes.amount, %3$s)).block();
          }

          public void markStatus(String c, String o, String status) {
            orders.markStatus(Order_Keys.pk(c), Order_Keys.sk(o), status == null ? null : Status.valueOf(status))
                .block();
          }

          public Object updateLineTtl(String c, String o, int line, long ttl) {
            return lines.update(DynamoDbCompositeId.of(OrderLine_Keys.pk(c), OrderLine_Keys.sk(o, line)), %4$s)
                .block();
          }

          public void addQty(String c, String o, int line, int delta) {
            lines.addQty(OrderLine_Keys.pk(c), OrderLine_Keys.sk(o, line), delta).block();
          }

          public void transact(String c, String o, String status, Object put, String deleteProfileOf) {
            ops.transactWrite(GenDriver.transaction(c, o, status, put, deleteProfileOf)).block();
          }
        }
        """.formatted(indexed() ? "ReactiveOrderByStatusRepository" : "Object",
        indexed() ? "return GenDriver.viewKeys(byStatus.findByGsi1pk(\"STATUS#\" + status).collectList().block());"
            : "throw new UnsupportedOperationException();",
        amountFrom("delta"), ttlUpdate()).replace("@@ORDERS_BY_STATUS@@", ordersByStatus(true));
  }

  /** The model as it is printed in a failure: every file, in order. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("ModelSpec[pkLiteral=" + pkLiteral + ", orderLiteral=" + orderLiteral
        + ", amount=" + amount + ", version=" + version + ", atomicCounter=" + atomicCounter + ", auditing="
        + auditing + ", statusIndex=" + statusIndex + ", ttl=" + ttl + ", skuConverter=" + skuConverter
        + ", ledger=" + ledger + (encrypted() ? ", encryption=" + encryption : "") + "]");
    if (Boolean.getBoolean("generative.printSources")) {
      sources().forEach((path, source) -> {
        if (!path.startsWith("gen/Gen")) {
          text.append("\n// ").append(path).append('\n').append(source);
        }
      });
    }
    return text.toString();
  }
}
