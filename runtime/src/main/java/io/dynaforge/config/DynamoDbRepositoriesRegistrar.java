package io.dynaforge.config;

import io.dynaforge.repository.RepositoryFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.ResourceLoaderAware;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.env.Environment;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.io.DefaultResourceLoader;
import org.springframework.core.io.ResourceLoader;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.core.type.filter.AbstractTypeHierarchyTraversingFilter;
import org.springframework.util.ClassUtils;
import org.springframework.util.StringUtils;

/**
 * Registers the repository beans of {@link EnableDynamoDbRepositories} from the build-time index (see
 * {@link RepositoryFactory}): one {@link RootBeanDefinition} per generated repository whose interface lies in a
 * base package, bean class the generated {@code <Repo>_Impl}, target type the interface, created by the
 * generated factory. Nothing is scanned and nothing is instantiated reflectively.
 *
 * <p>Spring Boot's auto-configuration uses {@link #registerRepositories} with the application's packages.
 */
public class DynamoDbRepositoriesRegistrar
    implements ImportBeanDefinitionRegistrar, BeanClassLoaderAware, ResourceLoaderAware, EnvironmentAware {

  /** The name of the bean that records that repositories were registered (see {@link Registered}). */
  public static final String REGISTERED_BEAN_NAME = "io.dynaforge.config.internalDynamoDbRepositories";

  /** The repository interfaces of the runtime, by name (the scan of the error path reads, never loads). */
  private static final Set<String> DYNAFORGE_REPOSITORIES = Set.of("io.dynaforge.repository.DynamoDbRepository",
      "io.dynaforge.repository.SecondaryIndexRepository", "io.dynaforge.repository.ItemCollectionRepository");

  private ClassLoader classLoader = ClassUtils.getDefaultClassLoader();
  private ResourceLoader resourceLoader = new DefaultResourceLoader();
  private Environment environment = new StandardEnvironment();

  @Override
  public void setBeanClassLoader(ClassLoader classLoader) {
    this.classLoader = classLoader;
  }

  @Override
  public void setResourceLoader(ResourceLoader resourceLoader) {
    this.resourceLoader = resourceLoader;
  }

  @Override
  public void setEnvironment(Environment environment) {
    this.environment = environment;
  }

  @Override
  public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
    Map<String, Object> attributes =
        metadata.getAnnotationAttributes(EnableDynamoDbRepositories.class.getName());
    if (attributes == null) {
      return;
    }
    Set<String> packages = new LinkedHashSet<>();
    for (String pkg : (String[]) attributes.get("basePackages")) {
      if (StringUtils.hasText(pkg)) {
        packages.add(pkg.trim());
      }
    }
    for (Class<?> type : (Class<?>[]) attributes.get("basePackageClasses")) {
      packages.add(type.getPackageName());
    }
    if (packages.isEmpty()) {
      packages.add(ClassUtils.getPackageName(metadata.getClassName()));
    }
    registerRepositories(registry, packages, (String) attributes.get("dynamoDbOperationsRef"), classLoader,
        resourceLoader, environment);
  }

  /**
   * Registers a bean for every generated repository whose interface lies in one of the packages.
   *
   * @param registry where to register
   * @param basePackages the packages (sub-packages included)
   * @param operationsBeanName the {@code DynamoDbOperations} bean the repositories use; {@code null}: the one
   *     bean of that type (the primary one when there are several)
   * @param classLoader where the index is read
   * @param resourceLoader used only to name repository interfaces that have no generated implementation
   * @param environment likewise
   * @return the names of the registered beans
   * @throws IllegalStateException when a base package holds repository interfaces but the index none
   */
  public static List<String> registerRepositories(BeanDefinitionRegistry registry, Collection<String> basePackages,
      String operationsBeanName, ClassLoader classLoader, ResourceLoader resourceLoader, Environment environment) {
    RepositoryIndex index = RepositoryIndex.load(classLoader);
    List<String> names = new ArrayList<>();
    for (String pkg : basePackages) {
      if (index.in(List.of(pkg)).isEmpty()) {
        failOnUngeneratedRepositories(pkg, resourceLoader, environment);
      }
    }
    for (RepositoryFactory<?> factory : index.in(basePackages)) {
      String name = beanName(factory.repositoryInterface());
      registry.registerBeanDefinition(name, definition(factory, operationsBeanName));
      names.add(name);
    }
    if (!registry.containsBeanDefinition(REGISTERED_BEAN_NAME)) {
      RootBeanDefinition marker = new RootBeanDefinition(Registered.class);
      marker.setRole(BeanDefinition.ROLE_INFRASTRUCTURE);
      registry.registerBeanDefinition(REGISTERED_BEAN_NAME, marker);
    }
    return names;
  }

  private static <R> RootBeanDefinition definition(RepositoryFactory<R> factory, String operationsBeanName) {
    RootBeanDefinition definition = new RootBeanDefinition(factory.implementationClass());
    definition.setTargetType(factory.repositoryInterface());
    definition.setInstanceSupplier(new RepositoryInstanceSupplier<>(factory, operationsBeanName));
    definition.setResourceDescription("Dynaforge repository index ("
        + factory.repositoryInterface().getName() + ")");
    return definition;
  }

  /** {@code playerRepository} for {@code com.acme.PlayerRepository}, {@code outer.InnerRepository} when nested. */
  static String beanName(Class<?> repositoryInterface) {
    return StringUtils.uncapitalize(ClassUtils.getShortName(repositoryInterface));
  }

  /**
   * The error path only: a base package with no indexed repository is looked through for Dynaforge repository
   * interfaces (class files read with ASM, nothing loaded). Finding one means the processor did not run.
   */
  private static void failOnUngeneratedRepositories(String basePackage, ResourceLoader resourceLoader,
      Environment environment) {
    ClassPathScanningCandidateComponentProvider scanner =
        new ClassPathScanningCandidateComponentProvider(false, environment) {
          @Override
          protected boolean isCandidateComponent(AnnotatedBeanDefinition definition) {
            return definition.getMetadata().isInterface() && definition.getMetadata().isIndependent();
          }
        };
    scanner.setResourceLoader(resourceLoader);
    scanner.addIncludeFilter(new AbstractTypeHierarchyTraversingFilter(false, true) {
      @Override
      protected Boolean matchInterface(String interfaceName) {
        return DYNAFORGE_REPOSITORIES.contains(interfaceName) ? Boolean.TRUE : null;
      }

      @Override
      protected Boolean matchSuperClass(String superClassName) {
        return Boolean.FALSE;
      }
    });
    Set<String> missing = new TreeSet<>();
    for (BeanDefinition candidate : scanner.findCandidateComponents(basePackage)) {
      missing.add(candidate.getBeanClassName());
    }
    if (!missing.isEmpty()) {
      throw new IllegalStateException(missingProcessorMessage(missing));
    }
  }

  static String missingProcessorMessage(Collection<String> interfaces) {
    return "[Dynaforge/MissingRepositoryImplementation] No generated implementation for the repository "
        + (interfaces.size() == 1 ? "interface " : "interfaces ") + String.join(", ", interfaces)
        + ": dynaforge-processor did not run when " + (interfaces.size() == 1 ? "it was" : "they were")
        + " compiled. It must be on the annotation processor"
        + " path, not the classpath (a dependency alone does not run it). Add it to maven-compiler-plugin:\n"
        + "\n"
        + "  <plugin>\n"
        + "    <groupId>org.apache.maven.plugins</groupId>\n"
        + "    <artifactId>maven-compiler-plugin</artifactId>\n"
        + "    <configuration>\n"
        + "      <annotationProcessorPaths>\n"
        + "        <path>\n"
        + "          <groupId>io.dynaforge</groupId>\n"
        + "          <artifactId>dynaforge-processor</artifactId>\n"
        + "          <version>${dynaforge.version}</version>\n"
        + "        </path>\n"
        + "      </annotationProcessorPaths>\n"
        + "    </configuration>\n"
        + "  </plugin>\n"
        + "\n"
        + "then rebuild (mvn clean verify) so that each <Repo>_Impl is generated.";
  }

  /**
   * Registered once (as {@value #REGISTERED_BEAN_NAME}) by every registration of repositories, so that Spring
   * Boot's auto-configuration backs off when the application declares {@link EnableDynamoDbRepositories}.
   */
  public static final class Registered {
    public Registered() {}
  }
}
