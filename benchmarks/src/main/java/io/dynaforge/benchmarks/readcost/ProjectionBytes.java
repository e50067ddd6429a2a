package io.dynaforge.benchmarks.readcost;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.LocalDynamoDb;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Bytes received for a 3-attribute projection of a 40-attribute item against the whole item: the
 * same Query of one partition of {@code items} orders, once through a repository method returning
 * {@code List<WideOrder>} and once through one returning {@code List<OrderLine>} (a record of three
 * of its properties, sent as {@code ProjectionExpression = #sk, #status, #total}). A local moto
 * server (started by {@link LocalDynamoDb}) answers both; an {@link ExecutionInterceptor} counts
 * every byte of each HTTP response body as the SDK reads it. Deterministic: the item contents are
 * fixed, so the ratio is the same on every run.
 *
 * <pre>
 * java -cp target/benchmarks.jar io.dynaforge.benchmarks.readcost.ProjectionBytes 100
 * </pre>
 */
public final class ProjectionBytes {

  private ProjectionBytes() {}

  public static void main(String[] args) {
    int items = args.length > 0 ? Integer.parseInt(args[0]) : 100;
    ResponseBytes bytes = new ResponseBytes();
    try (LocalDynamoDb local = LocalDynamoDb.start();
        DynamoDbClient client = local.clientBuilder()
            .overrideConfiguration(c -> c.addExecutionInterceptor(bytes)).build()) {
      DynamoDbTemplate template = DynamoDbTemplate.builder(client).build();
      template.createTables(WideOrder.class);
      WideOrderRepository repository = new WideOrderRepository_Impl(template);
      for (int i = 0; i < items; i++) {
        repository.save(order(i));
      }
      // warm both paths once, then measure each
      repository.findByPk("CUSTOMER#42");
      repository.findByPkAndSkStartingWith("CUSTOMER#42", "ORDER#");
      bytes.reset();
      List<WideOrder> whole = repository.findByPk("CUSTOMER#42");
      long wholeBytes = bytes.reset();
      List<OrderLine> lines = repository.findByPkAndSkStartingWith("CUSTOMER#42", "ORDER#");
      long projectedBytes = bytes.reset();
      if (whole.size() != items || lines.size() != items
          || !lines.get(7).total().equals(whole.get(7).total())) {
        throw new IllegalStateException("the two reads disagree: " + whole.size() + " and " + lines.size());
      }
      System.out.printf(Locale.ROOT, "items: %d (40 attributes each; 3 projected)%n", items);
      System.out.printf(Locale.ROOT, "whole items:  %,d bytes received (%,d per item)%n", wholeBytes,
          wholeBytes / items);
      System.out.printf(Locale.ROOT, "projection:   %,d bytes received (%,d per item)%n", projectedBytes,
          projectedBytes / items);
      System.out.printf(Locale.ROOT, "ratio projection / whole: %.3f (%.1fx fewer bytes)%n",
          (double) projectedBytes / wholeBytes, (double) wholeBytes / projectedBytes);
    }
  }

  static WideOrder order(int i) {
    String n = String.format(Locale.ROOT, "%04d", i);
    return new WideOrder("CUSTOMER#42", "ORDER#2026-11-" + n, "Ada Lovelace", "ada.lovelace@example.com",
        i % 3 == 0 ? "SHIPPED" : "PLACED", new BigDecimal("129.90").add(BigDecimal.valueOf(i)), 1 + i % 5, "EUR",
        "eu-west-1", "DHL Express", "12 Analytical Engine Street", "London", "NW1 6XE", "United Kingdom",
        "+44 20 7946 0958", "web", "WINTER26", "LHR-2", 1250 + i, 1 + i % 2, "card", "4242", "INV-2026-" + n,
        "GB123456789", new BigDecimal("21.65"), new BigDecimal("4.99"), new BigDecimal("0.00"),
        "2026-11-28T10:15:30Z", "2026-11-28T11:02:11Z", "2026-11-29T08:00:00Z", "2026-11-30T14:45:00Z",
        "JD0146000039" + n, "Leave at the door, please", "Happy birthday!", "rep-17", "black-friday",
        "newsletter", "en-GB", "Europe/London", "checkout-v2");
  }

  /** Counts the bytes of every HTTP response body the SDK reads (after any decompression: moto sends none). */
  static final class ResponseBytes implements ExecutionInterceptor {
    private final AtomicLong bytes = new AtomicLong();

    long reset() {
      return bytes.getAndSet(0);
    }

    @Override
    public Optional<InputStream> modifyHttpResponseContent(Context.ModifyHttpResponse context,
        ExecutionAttributes executionAttributes) {
      return context.responseBody().map(body -> new FilterInputStream(body) {
        @Override
        public int read() throws IOException {
          int b = super.read();
          if (b >= 0) {
            bytes.incrementAndGet();
          }
          return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
          int n = super.read(buffer, offset, length);
          if (n > 0) {
            bytes.addAndGet(n);
          }
          return n;
        }
      });
    }
  }
}
