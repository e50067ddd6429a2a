package io.dynaforge.schema;

import io.dynaforge.stream.CheckpointStore;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where each segment of a backfill got to, in a {@link CheckpointStore}: namespace
 * {@code dynaforge-backfill:<physical table>:<backfill name>}, key {@code <segment>/<total segments>}
 * ({@code 3/8}), position the primary key of the last item done ({@code name=T:value} pairs joined by
 * {@code &}, URL-encoded, T the key's type S, N or B, a binary value in Base64) or
 * {@value CheckpointStore#SHARD_END} for a finished segment. Without a store ({@link #none()}) nothing
 * is loaded or saved.
 */
final class SegmentCheckpoints {

  private final CheckpointStore store;
  private final String namespace;
  private final int totalSegments;
  private final Map<Integer, String> loaded;

  private SegmentCheckpoints(CheckpointStore store, String namespace, int totalSegments, Map<Integer, String> loaded) {
    this.store = store;
    this.namespace = namespace;
    this.totalSegments = totalSegments;
    this.loaded = loaded;
  }

  /** No checkpoints: every segment starts at its beginning, nothing is saved. */
  static SegmentCheckpoints none() {
    return new SegmentCheckpoints(null, null, 0, Map.of());
  }

  /** The namespace of a backfill's checkpoints. */
  static String namespace(String physicalTable, String name) {
    return "dynaforge-backfill:" + physicalTable + ":" + name;
  }

  /**
   * The checkpoints saved in the namespace, which must have been saved with the same number of segments
   * (a segment of another division of the table covers other items).
   *
   * @throws InvalidDataAccessApiUsageException when the namespace holds checkpoints of another number of segments
   */
  static SegmentCheckpoints load(CheckpointStore store, String namespace, int totalSegments, String entityName) {
    Map<Integer, String> loaded = new TreeMap<>();
    for (Map.Entry<String, String> saved : store.loadAll(namespace).entrySet()) {
      String[] parts = saved.getKey().split("/", 2);
      int segment;
      int total;
      try {
        segment = Integer.parseInt(parts[0]);
        total = parts.length == 2 ? Integer.parseInt(parts[1]) : -1;
      } catch (NumberFormatException e) {
        segment = -1;
        total = -1;
      }
      if (total != totalSegments || segment < 0 || segment >= totalSegments) {
        throw new InvalidDataAccessApiUsageException("The backfill of " + entityName + " finds the checkpoint '"
            + saved.getKey() + "' in the namespace '" + namespace + "' of " + store + ", which is not one of "
            + totalSegments + " segments: a resumed backfill must run with the segments it started with. Run it with"
            + " segments(" + (total > 0 ? total : "<as before>") + "), or give it another name(...) to start over.");
      }
      loaded.put(segment, saved.getValue());
    }
    return new SegmentCheckpoints(store, namespace, totalSegments, loaded);
  }

  /** Whether the segment was finished by an earlier run. */
  boolean finished(int segment) {
    return CheckpointStore.SHARD_END.equals(loaded.get(segment));
  }

  /** The key of the last item an earlier run finished in the segment, or {@code null} to start at its beginning. */
  Map<String, AttributeValue> resumeAfter(int segment) {
    String position = loaded.get(segment);
    return position == null || CheckpointStore.SHARD_END.equals(position) ? null : decode(position);
  }

  /** Records that every item of the segment up to this key (in scan order) is done. */
  void save(int segment, Map<String, AttributeValue> doneUpTo) {
    if (store != null) {
      store.save(namespace, key(segment), encode(doneUpTo));
    }
  }

  /** Records that the segment is finished. */
  void finish(int segment) {
    if (store != null) {
      store.save(namespace, key(segment), CheckpointStore.SHARD_END);
    }
  }

  private String key(int segment) {
    return segment + "/" + totalSegments;
  }

  static String encode(Map<String, AttributeValue> key) {
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, AttributeValue> e : new TreeMap<>(key).entrySet()) {
      AttributeValue v = e.getValue();
      String typed;
      if (v.s() != null) {
        typed = "S:" + v.s();
      } else if (v.n() != null) {
        typed = "N:" + v.n();
      } else if (v.b() != null) {
        typed = "B:" + Base64.getEncoder().encodeToString(v.b().asByteArray());
      } else {
        throw new IllegalArgumentException("a key attribute is S, N or B, not " + v);
      }
      if (text.length() > 0) {
        text.append('&');
      }
      text.append(URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)).append('=')
          .append(URLEncoder.encode(typed, StandardCharsets.UTF_8));
    }
    return text.toString();
  }

  static Map<String, AttributeValue> decode(String position) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (String pair : position.split("&")) {
      int eq = pair.indexOf('=');
      String typed = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      if (eq < 0 || typed.length() < 2 || typed.charAt(1) != ':') {
        throw new InvalidDataAccessApiUsageException("not a backfill checkpoint: '" + position + "'");
      }
      String name = URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8);
      String value = typed.substring(2);
      key.put(name, switch (typed.charAt(0)) {
        case 'S' -> AttributeValue.fromS(value);
        case 'N' -> AttributeValue.fromN(value);
        case 'B' -> AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(value)));
        default -> throw new InvalidDataAccessApiUsageException("not a backfill checkpoint: '" + position + "'");
      });
    }
    return key;
  }
}
