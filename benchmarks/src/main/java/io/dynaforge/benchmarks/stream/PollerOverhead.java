package io.dynaforge.benchmarks.stream;

import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.StreamDecoder;
import io.dynaforge.stream.StreamPoller;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.atomic.LongAdder;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Poller overhead per record (issue 33): {@link StreamPoller} (shard listing and lineage, iterators,
 * decode, dispatch with retries, a checkpoint per page in memory) against a raw loop of
 * {@code GetRecords} calls on one shard iterator that decodes and dispatches each record the same way
 * ({@link StreamDecoder}, the same dispatcher), on a canned Streams endpoint
 * ({@link CannedStreamsHttpClient}: pages of 1,000 records, no network). Interleaved: a slice of each,
 * round after round in shuffled order; a poller is started and stopped per slice.
 *
 * <p>{@code java -cp target/benchmarks.jar io.dynaforge.benchmarks.stream.PollerOverhead [rounds] [sliceMillis]}
 */
public final class PollerOverhead {

  private PollerOverhead() {}

  public static void main(String[] args) throws InterruptedException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    long sliceMillis = args.length > 1 ? Long.parseLong(args[1]) : 500;
    List<Record> page = StreamDecodeRatios.records(1000);
    DynamoDbStreamsClient streams = DynamoDbStreamsClient.builder().httpClient(new CannedStreamsHttpClient(page))
        .endpointOverride(URI.create("http://localhost:8000")).region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench"))).build();
    MapperRegistry mappers = new MapperRegistry().register(ShopOrder_Mapper.INSTANCE).register(ShopLine_Mapper.INSTANCE);
    StreamDecoder decoder = StreamDecoder.of(mappers, ShopOrder.class, ShopLine.class);
    LongAdder dispatched = new LongAdder();
    ChangeDispatcher dispatcher = event -> dispatched.increment();

    double[] poller = new double[rounds];
    double[] raw = new double[rounds];
    Random random = new Random(42);
    for (int r = 0; r < 6; r++) { // warm-up
      pollerSlice(streams, decoder, dispatcher, dispatched, sliceMillis);
      rawSlice(streams, decoder, dispatcher, dispatched, sliceMillis);
    }
    for (int r = 0; r < rounds; r++) {
      if (random.nextBoolean()) {
        poller[r] = pollerSlice(streams, decoder, dispatcher, dispatched, sliceMillis);
        raw[r] = rawSlice(streams, decoder, dispatcher, dispatched, sliceMillis);
      } else {
        raw[r] = rawSlice(streams, decoder, dispatcher, dispatched, sliceMillis);
        poller[r] = pollerSlice(streams, decoder, dispatcher, dispatched, sliceMillis);
      }
    }
    double[] ratio = new double[rounds];
    double[] overhead = new double[rounds];
    for (int i = 0; i < rounds; i++) {
      ratio[i] = poller[i] / raw[i];
      overhead[i] = 1_000_000.0 / poller[i] - 1_000_000.0 / raw[i];
    }
    System.out.printf(Locale.ROOT, "%d rounds of %d ms slices, records/ms median [q1, q3]%n", rounds, sliceMillis);
    System.out.printf(Locale.ROOT, "  raw GetRecords loop %8.1f [%7.1f, %7.1f]%n", StreamDecodeRatios.quantile(raw, 0.5),
        StreamDecodeRatios.quantile(raw, 0.25), StreamDecodeRatios.quantile(raw, 0.75));
    System.out.printf(Locale.ROOT, "  StreamPoller        %8.1f [%7.1f, %7.1f]   throughput ratio %.3f [%.3f, %.3f]%n",
        StreamDecodeRatios.quantile(poller, 0.5), StreamDecodeRatios.quantile(poller, 0.25),
        StreamDecodeRatios.quantile(poller, 0.75), StreamDecodeRatios.quantile(ratio, 0.5),
        StreamDecodeRatios.quantile(ratio, 0.25), StreamDecodeRatios.quantile(ratio, 0.75));
    System.out.printf(Locale.ROOT, "  poller overhead per record: %.0f ns [%.0f, %.0f]%n",
        StreamDecodeRatios.quantile(overhead, 0.5), StreamDecodeRatios.quantile(overhead, 0.25),
        StreamDecodeRatios.quantile(overhead, 0.75));
  }

  /** Records per millisecond a poller dispatches in a slice (its start and stop included). */
  private static double pollerSlice(DynamoDbStreamsClient streams, StreamDecoder decoder, ChangeDispatcher dispatcher,
      LongAdder dispatched, long millis) throws InterruptedException {
    dispatched.reset();
    long start = System.nanoTime();
    StreamPoller poller = StreamPoller.builder(streams, null).streamArn(CannedStreamsHttpClient.STREAM_ARN)
        .decoder(decoder).dispatcher(dispatcher).build();
    poller.start();
    Thread.sleep(millis);
    poller.stop();
    long elapsed = System.nanoTime() - start;
    return dispatched.sum() * 1_000_000.0 / elapsed;
  }

  /** Records per millisecond the raw loop dispatches in a slice, on a thread of its own as the poller's. */
  private static double rawSlice(DynamoDbStreamsClient streams, StreamDecoder decoder, ChangeDispatcher dispatcher,
      LongAdder dispatched, long millis) throws InterruptedException {
    dispatched.reset();
    long start = System.nanoTime();
    long deadline = start + millis * 1_000_000L;
    long[] end = new long[1];
    Thread loop = new Thread(() -> {
      String iterator = streams.getShardIterator(r -> r.streamArn(CannedStreamsHttpClient.STREAM_ARN)
          .shardId("shardId-0").shardIteratorType("TRIM_HORIZON")).shardIterator();
      while (System.nanoTime() < deadline) {
        String from = iterator;
        GetRecordsResponse response = streams.getRecords(r -> r.shardIterator(from).limit(1000));
        for (Record record : response.records()) {
          dispatcher.dispatch(decoder.decode(record));
        }
        iterator = response.nextShardIterator();
      }
      end[0] = System.nanoTime();
    });
    loop.start();
    loop.join();
    return dispatched.sum() * 1_000_000.0 / (end[0] - start);
  }
}
