package io.dynaforge.config;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.context.annotation.Import;
import org.springframework.core.annotation.AliasFor;
import org.springframework.data.repository.query.QueryLookupStrategy;

/**
 * Registers one bean per generated repository implementation ({@code <Repo>_Impl}) whose interface lies in
 * {@link #basePackages()} / {@link #basePackageClasses()} (default: the package of the annotated class).
 *
 * <p>The repositories come from the index {@code dynaforge-processor} writes at build time
 * ({@code META-INF/services/io.dynaforge.repository.RepositoryFactory}): no classpath scanning and no
 * reflection at start-up. Each bean is created by the generated {@code Factory} over the {@code DynamoDbOperations}
 * bean {@link #dynamoDbOperationsRef()} names.
 *
 * <pre>{@code
 * @Configuration
 * @EnableDynamoDbRepositories(basePackageClasses = PlayerRepository.class)
 * class ArenaConfig extends AbstractDynamoDbConfiguration {
 *     @Bean public DynamoDbClient dynamoDbClient() { return DynamoDbClient.create(); }
 * }
 * }</pre>
 *
 * <p>Reactive repositories ({@code dynaforge-reactive}: interfaces extending {@code ReactiveDynamoDbRepository},
 * {@code ReactiveSecondaryIndexRepository} or {@code ReactiveItemCollectionRepository}) are registered the same way,
 * from the index {@code META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory}, with the same base
 * packages, bean names and custom fragments, over the {@code ReactiveDynamoDbOperations} bean
 * {@link #reactiveDynamoDbOperationsRef()} names, when the context defines it. When it does not, they are left out
 * with one warning ({@code [Dynaforge/NoReactiveOperations]}) naming them, as Spring Boot leaves out a store's
 * repositories when its template is missing: a context without reactive support starts as before.
 *
 * <p>A repository interface in a base package without a generated implementation (the processor did not run:
 * it is on the classpath instead of {@code annotationProcessorPaths}) fails the context start with a message
 * showing the Maven configuration. That check runs only for a base package in which the index holds no
 * repository at all.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Import(DynamoDbRepositoriesRegistrar.class)
public @interface EnableDynamoDbRepositories {

  /** Alias of {@link #basePackages()}. */
  @AliasFor("basePackages")
  String[] value() default {};

  /** The packages (and their sub-packages) whose repository interfaces become beans. */
  @AliasFor("value")
  String[] basePackages() default {};

  /** Type-safe alternative to {@link #basePackages()}: the package of each class is a base package. */
  Class<?>[] basePackageClasses() default {};

  /** Where named queries are read from (by the processor, at build time). */
  String namedQueriesLocation() default "META-INF/dynamodb-named-queries.properties";

  /** How query methods are resolved (by the processor, at build time). */
  QueryLookupStrategy.Key queryLookupStrategy() default QueryLookupStrategy.Key.CREATE_IF_NOT_FOUND;

  /** The name of the {@code DynamoDbOperations} bean the repositories use. */
  String dynamoDbOperationsRef() default "dynamoDbTemplate";

  /**
   * The name of the {@code ReactiveDynamoDbOperations} bean ({@code dynaforge-reactive}) the reactive repositories
   * use. Without such a bean, reactive repositories are not registered (see above).
   */
  String reactiveDynamoDbOperationsRef() default "reactiveDynamoDbTemplate";
}
