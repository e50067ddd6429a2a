package io.dynaforge.core.engine;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.Internal;
import io.dynaforge.internal.paging.ConcatenatePages;
import io.dynaforge.mapping.ItemMapper;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A parallel Scan ({@code Segment}/{@code TotalSegments}): up to {@link #MAX_WORKERS} threads take
 * the segments one after the other and read each to its end, page by page; the pages meet in a
 * bounded queue that the returned stream drains, so memory stays bounded whatever the table's size.
 * Every item is returned exactly once (DynamoDB's segments are disjoint). Closing the stream stops
 * the workers after their current page; the first failure of any segment (a {@link DataAccessException},
 * translated as every request's is) is thrown by the stream and stops the others.
 */
@Internal
public final class ParallelScan {

  /** DynamoDB's limit. */
  static final int MAX_SEGMENTS = 1_000_000;
  /** The most segments read at the same time. */
  static final int MAX_WORKERS = 16;
  private static final AtomicInteger THREADS = new AtomicInteger();

  private final TemplateServices ctx;
  private final PageReader pages;

  public ParallelScan(TemplateServices ctx, PageReader pages) {
    this.ctx = ctx;
    this.pages = pages;
  }

  /** Refuses a segment count DynamoDB would refuse (1 to {@link #MAX_SEGMENTS}), before anything is read. */
  static void requireSegments(String entityName, String table, int totalSegments) {
    if (totalSegments < 1 || totalSegments > MAX_SEGMENTS) {
      throw new InvalidDataAccessApiUsageException("parallelScan of " + entityName + " in table '" + table
          + "' takes 1 to " + MAX_SEGMENTS + " segments, not " + totalSegments);
    }
  }

  /** Queued by the last worker when every segment was read to its end. */
  private static final Object END = new Object();

  public <T> Stream<T> scan(OperationContext context, ItemMapper<T> mapper, String table, String entityName, DynamoDbQuery filter, int totalSegments) {
    requireSegments(entityName, table, totalSegments);
    if (!filter.isScan()) {
      throw new InvalidDataAccessApiUsageException("parallelScan takes a filter-only query; this one has the key"
          + " condition '" + filter.keyConditionExpression() + "'");
    }
    int workers = Math.min(totalSegments, MAX_WORKERS);
    BlockingQueue<Object> queue = new ArrayBlockingQueue<>(workers * 2);
    AtomicBoolean closed = new AtomicBoolean();
    AtomicInteger nextSegment = new AtomicInteger();
    AtomicInteger running = new AtomicInteger(workers);
    java.util.concurrent.atomic.AtomicReference<RuntimeException> failure = new java.util.concurrent.atomic.AtomicReference<>();
    ThreadFactory threads = r -> {
      Thread t = new Thread(r, "dynaforge-parallel-scan-" + THREADS.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
    ExecutorService pool = Executors.newFixedThreadPool(workers, threads);
    for (int w = 0; w < workers; w++) {
      pool.execute(() -> {
        try {
          int segment;
          while (!closed.get() && (segment = nextSegment.getAndIncrement()) < totalSegments) {
            // the segment's pages, as the reactive parallelScan reads them: each page's items queued
            boolean[] queued = {true};
            ConcatenatePages<Map<String, AttributeValue>> segmentPages =
                ConcatenatePages.everyPage(0, items -> queued[0] = offer(queue, items, closed));
            int current = segment;
            DynamoDbPageRequest request = segmentPages.first();
            while (request != null && !closed.get()) {
              request = segmentPages.next(pages.read(context, table, entityName, filter, request, false, current,
                  totalSegments));
              if (!queued[0]) {
                return;
              }
            }
          }
          if (running.decrementAndGet() == 0) {
            offer(queue, END, closed);
          }
        } catch (RuntimeException e) {
          failure.compareAndSet(null, e); // the first one is thrown
          closed.set(true); // the other workers stop after their page
        }
      });
    }
    pool.shutdown();
    java.util.function.Function<Map<String, AttributeValue>, T> reader = ctx.reader(mapper, table);
    Iterator<T> iterator = new Iterator<>() {
      private Iterator<Map<String, AttributeValue>> current = List.<Map<String, AttributeValue>>of().iterator();
      private boolean done;
      /** The next item the read pipeline kept; items it leaves out are neither yielded nor counted. */
      private T ahead;

      @Override
      public boolean hasNext() {
        while (ahead == null) {
          while (!current.hasNext() && !done) {
            RuntimeException failed = failure.get();
            if (failed != null) {
              done = true;
              throw failed;
            }
            Object next = poll(queue, entityName, table);
            if (next == END) {
              done = true;
            } else if (next != null) {
              @SuppressWarnings("unchecked")
              List<Map<String, AttributeValue>> items = (List<Map<String, AttributeValue>>) next;
              current = items.iterator();
            }
          }
          if (!current.hasNext()) {
            return false;
          }
          ahead = reader.apply(current.next());
        }
        return true;
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        T value = ahead;
        ahead = null;
        return value;
      }
    };
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator, Spliterator.NONNULL), false)
        .onClose(() -> {
          closed.set(true);
          queue.clear(); // unblocks a worker waiting to queue a page
          pool.shutdownNow();
        });
  }

  /** Queues a page, waiting while the consumer is behind; false once the stream was closed. */
  private static boolean offer(BlockingQueue<Object> queue, Object page, AtomicBoolean closed) {
    try {
      while (!closed.get()) {
        if (queue.offer(page, 50, TimeUnit.MILLISECONDS)) {
          return true;
        }
      }
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /** The next page or {@link #END}; null after a short wait, so that a failure is seen promptly. */
  private static Object poll(BlockingQueue<Object> queue, String entityName, String table) {
    try {
      return queue.poll(50, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new DataAccessResourceFailureException("parallelScan of " + entityName + " in table '" + table
          + "' was interrupted", e);
    }
  }
}
