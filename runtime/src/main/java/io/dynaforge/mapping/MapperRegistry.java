package io.dynaforge.mapping;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the generated {@link EntityMapper} of an entity class. Mappers are discovered once through
 * {@link ServiceLoader} (the processor registers every {@code <Entity>_Mapper}); no other reflection
 * is involved. Mappers can also be registered by hand.
 */
public final class MapperRegistry {

  private final Map<Class<?>, EntityMapper<?>> mappers = new ConcurrentHashMap<>();

  /** An empty registry; add mappers with {@link #register(EntityMapper)}. */
  public MapperRegistry() {}

  /** A registry holding every mapper on the class loader's class path. */
  @SuppressWarnings("rawtypes")
  public static MapperRegistry load(ClassLoader classLoader) {
    MapperRegistry registry = new MapperRegistry();
    for (EntityMapper mapper : ServiceLoader.load(EntityMapper.class, classLoader)) {
      registry.register(mapper);
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
    return this;
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
              + " runs on the module that declares it (maven-compiler-plugin annotationProcessorPaths).");
    }
    return (EntityMapper<T>) mapper;
  }

  /** Whether the class has a mapper. */
  public boolean hasMapper(Class<?> type) {
    return mappers.containsKey(type);
  }
}
