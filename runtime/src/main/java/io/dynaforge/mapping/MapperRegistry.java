package io.dynaforge.mapping;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Finds the generated {@link EntityMapper} of an entity class. Mappers are discovered once through
 * {@link ServiceLoader} (the processor registers every {@code <Entity>_Mapper}); no other reflection
 * is involved. Mappers can also be registered by hand.
 */
public final class MapperRegistry {

  private final Map<Class<?>, EntityMapper<?>> mappers = new ConcurrentHashMap<>();
  /** Registrations that could not be loaded (a stale services file, a class missing at run time). */
  private final List<String> loadProblems = new CopyOnWriteArrayList<>();
  private final Map<Class<?>, ItemCollectionMapper<?>> collections = new ConcurrentHashMap<>();
  private final java.util.concurrent.atomic.AtomicInteger generation = new java.util.concurrent.atomic.AtomicInteger();

  /** An empty registry; add mappers with {@link #register(EntityMapper)}. */
  public MapperRegistry() {}

  /** A registry holding every mapper on the class loader's class path. */
  @SuppressWarnings("rawtypes")
  public static MapperRegistry load(ClassLoader classLoader) {
    MapperRegistry registry = new MapperRegistry();
    Iterator<EntityMapper> providers = ServiceLoader.load(EntityMapper.class, classLoader).iterator();
    while (true) {
      try {
        if (!providers.hasNext()) {
          break;
        }
        registry.register(providers.next());
      } catch (ServiceConfigurationError e) {
        // one broken registration must not hide every other mapper; it is named when asked for
        registry.loadProblems.add(e.getMessage());
      }
    }
    Iterator<ItemCollectionMapper> folds = ServiceLoader.load(ItemCollectionMapper.class, classLoader).iterator();
    while (true) {
      try {
        if (!folds.hasNext()) {
          break;
        }
        registry.register(folds.next());
      } catch (ServiceConfigurationError e) {
        registry.loadProblems.add(e.getMessage());
      }
    }
    return registry;
  }

  /** A registry holding every mapper visible to this class's or the thread's class loader. */
  public static MapperRegistry load() {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return load(loader != null ? loader : MapperRegistry.class.getClassLoader());
  }

  public <T> MapperRegistry register(EntityMapper<T> mapper) {
    mappers.put(mapper.type(), mapper);
    generation.incrementAndGet();
    return this;
  }

  /**
   * A number that changes whenever a mapper is registered, for caches of what is derived from
   * {@link #all()} (which kinds share a table).
   */
  public int generation() {
    return generation.get();
  }

  /**
   * The mapper of an entity class.
   *
   * @throws DynamoDbMappingException when the class has no generated mapper
   */
  @SuppressWarnings("unchecked")
  public <T> EntityMapper<T> mapperFor(Class<T> type) {
    EntityMapper<?> mapper = mappers.get(type);
    if (mapper == null) {
      throw new DynamoDbMappingException(
          "No Dynaforge mapper for "
              + type.getName()
              + ". Annotate it with @io.dynaforge.annotation.Table and make sure dynaforge-processor"
              + " runs on the module that declares it (maven-compiler-plugin annotationProcessorPaths)."
              + (loadProblems.isEmpty() ? "" : " Registrations that failed to load: " + loadProblems));
    }
    return (EntityMapper<T>) mapper;
  }

  /** Whether the class has a mapper. */
  public <V> MapperRegistry register(ItemCollectionMapper<V> mapper) {
    collections.put(mapper.type(), mapper);
    return this;
  }

  /** The generated fold of an {@code @ItemCollectionView}. */
  @SuppressWarnings("unchecked")
  public <V> ItemCollectionMapper<V> collectionMapperFor(Class<V> type) {
    ItemCollectionMapper<?> mapper = collections.get(type);
    if (mapper == null) {
      throw new DynamoDbMappingException("No Dynaforge item-collection mapper for " + type.getName()
          + ". Annotate it with @io.dynaforge.annotation.ItemCollectionView and make sure dynaforge-processor runs on"
          + " the module that declares it (maven-compiler-plugin annotationProcessorPaths)."
          + (loadProblems.isEmpty() ? "" : " Registrations that failed to load: " + loadProblems));
    }
    return (ItemCollectionMapper<V>) mapper;
  }

  /** Every registered mapper (table entities and index views). */
  public java.util.Collection<EntityMapper<?>> all() {
    return java.util.List.copyOf(mappers.values());
  }

  public boolean hasMapper(Class<?> type) {
    return mappers.containsKey(type);
  }
}
