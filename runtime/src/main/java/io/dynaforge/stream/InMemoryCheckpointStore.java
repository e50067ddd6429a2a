package io.dynaforge.stream;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/** {@link CheckpointStore#inMemory()}. */
final class InMemoryCheckpointStore implements CheckpointStore {

  private final Map<String, Map<String, String>> positions = new ConcurrentHashMap<>();

  @Override
  public String load(String namespace, String key) {
    return positions.getOrDefault(namespace, Map.of()).get(key);
  }

  @Override
  public void save(String namespace, String key, String position) {
    Objects.requireNonNull(position, "position");
    positions.computeIfAbsent(namespace, n -> new ConcurrentHashMap<>()).put(key, position);
  }

  @Override
  public Map<String, String> loadAll(String namespace) {
    return new TreeMap<>(positions.getOrDefault(namespace, Map.of()));
  }

  @Override
  public String toString() {
    return "CheckpointStore.inMemory()";
  }
}
