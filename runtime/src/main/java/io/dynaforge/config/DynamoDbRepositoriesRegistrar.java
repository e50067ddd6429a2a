package io.dynaforge.config;

import io.dynaforge.repository.ReactiveRepositoryFactory;
import io.dynaforge.repository.RepositoryFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.springframework.asm.ClassReader;
import org.springframework.asm.ClassVisitor;
import org.springframework.asm.SpringAsmInfo;
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
import org.springframework.core.io.Resource;
import org.springframework.core.io.ResourceLoader;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.core.type.filter.AbstractTypeHierarchyTraversingFilter;
import org.springframework.util.ClassUtils;
import org.springframework.util.StringUtils;

/**
 * Registers the repository beans of {@link EnableDynamoDbRepositories} from the build-time indexes (see
 * {@link RepositoryFactory} and, for {@code dynaforge-reactive}, {@link ReactiveRepositoryFactory}): one
 * {@link RootBeanDefinition} per generated repository whose interface lies in a base package, bean class the
 * generated {@code <Repo>_Impl}, target type the interface, created by the generated factory. Nothing is
 * instantiated reflectively. Reactive repositories are registered the same way, over their operations bean;
 * {@link ReactiveRepositoriesCheck} then removes them, with a warning, when the context defines no such bean. The base packages' class files are read (with ASM,
 * no class is loaded) only to check that every Dynaforge repository interface in them has a generated
 * implementation, so that a missing one fails the start with the missing-processor message rather than a late
 * "no qualifying bean" on injection.
 *
 * <p>Spring Boot's auto-configuration uses {@link #registerRepositories} with the application's packages.
 */
public class DynamoDbRepositoriesRegistrar
    implements ImportBeanDefinitionRegistrar, BeanClassLoaderAware, ResourceLoaderAware, EnvironmentAware {

  /** The name of the bean that records that repositories were registered (see {@link Registered}). */
  public static final String REGISTERED_BEAN_NAME = "io.dynaforge.config.internalDynamoDbRepositories";

  /** The repository interfaces of the runtime, by name (the check's scan reads class files, never loads them). */
  private static final Set<String> DYNAFORGE_REPOSITORIES = Set.of("io.dynaforge.repository.DynamoDbRepository",
      "io.dynaforge.repository.SecondaryIndexRepository", "io.dynaforge.repository.ItemCollectionRepository",
      "io.dynaforge.reactive.ReactiveDynamoDbRepository", "io.dynaforge.reactive.ReactiveSecondaryIndexRepository",
      "io.dynaforge.reactive.ReactiveItemCollectionRepository");

  /** A base interface the processor leaves alone, as Spring Data does. */
  private static final String NO_REPOSITORY_BEAN = "org.springframework.data.repository.NoRepositoryBean";

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
    registerRepositories(registry, packages, (String) attributes.get("dynamoDbOperationsRef"),
        (String) attributes.get("reactiveDynamoDbOperationsRef"), classLoader, resourceLoader, environment);
  }

  /**
   * Registers a bean for every generated repository whose interface lies in one of the packages, the reactive ones
   * over the one bean of their operations type.
   *
   * @see #registerRepositories(BeanDefinitionRegistry, Collection, String, String, ClassLoader, ResourceLoader,
   *     Environment)
   */
  public static List<String> registerRepositories(BeanDefinitionRegistry registry, Collection<String> basePackages,
      String operationsBeanName, ClassLoader classLoader, ResourceLoader resourceLoader, Environment environment) {
    return registerRepositories(registry, basePackages, operationsBeanName, null, classLoader, resourceLoader,
        environment);
  }

  /**
   * Registers a bean for every generated repository whose interface lies in one of the packages: blocking ones from
   * the {@link RepositoryFactory} index, reactive ones ({@code dynaforge-reactive}) from the
   * {@link ReactiveRepositoryFactory} index. A reactive repository whose operations bean the context does not define
   * (known only once every configuration class is read) is removed again by {@link ReactiveRepositoriesCheck}, with
   * a warning; the returned names include it.
   *
   * @param registry where to register
   * @param basePackages the packages (sub-packages included)
   * @param operationsBeanName the {@code DynamoDbOperations} bean the repositories use; {@code null}: the one
   *     bean of that type (the primary one when there are several)
   * @param reactiveOperationsBeanName the {@code ReactiveDynamoDbOperations} bean the reactive repositories use;
   *     {@code null}: the one bean of that type (the primary one when there are several)
   * @param classLoader where the indexes are read
   * @param resourceLoader reads the base packages' class files, to find repository interfaces without a generated
   *     implementation (pass the context, so that the reads are shared with component scanning)
   * @param environment likewise
   * @return the names of the registered beans
   * @throws IllegalStateException when a base package holds a repository interface that the indexes lack
   */
  public static List<String> registerRepositories(BeanDefinitionRegistry registry, Collection<String> basePackages,
      String operationsBeanName, String reactiveOperationsBeanName, ClassLoader classLoader,
      ResourceLoader resourceLoader, Environment environment) {
    List<RepositoryFactory<?>> indexed = RepositoryIndex.load(classLoader).in(basePackages);
    List<ReactiveRepositoryFactory<?, ?>> reactive = RepositoryIndex.loadReactive(classLoader).in(basePackages);
    Set<String> generated = new HashSet<>();
    indexed.forEach(factory -> generated.add(factory.repositoryInterface().getName()));
    reactive.forEach(factory -> generated.add(factory.repositoryInterface().getName()));
    failOnUngeneratedRepositories(basePackages, generated, resourceLoader, environment);
    List<String> names = new ArrayList<>();
    for (RepositoryFactory<?> factory : indexed) {
      String name = beanName(factory.repositoryInterface());
      registry.registerBeanDefinition(name, definition(factory, operationsBeanName));
      names.add(name);
    }
    for (ReactiveRepositoryFactory<?, ?> factory : reactive) {
      String name = beanName(factory.repositoryInterface());
      registry.registerBeanDefinition(name, definition(factory, reactiveOperationsBeanName));
      names.add(name);
    }
    if (!reactive.isEmpty() && !registry.containsBeanDefinition(ReactiveRepositoriesCheck.BEAN_NAME)) {
      RootBeanDefinition check = new RootBeanDefinition(ReactiveRepositoriesCheck.class);
      check.setRole(BeanDefinition.ROLE_INFRASTRUCTURE);
      registry.registerBeanDefinition(ReactiveRepositoriesCheck.BEAN_NAME, check);
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

  private static <R, O> RootBeanDefinition definition(ReactiveRepositoryFactory<R, O> factory,
      String operationsBeanName) {
    RootBeanDefinition definition = new RootBeanDefinition(factory.implementationClass());
    definition.setTargetType(factory.repositoryInterface());
    definition.setInstanceSupplier(new ReactiveRepositoryInstanceSupplier<>(factory, operationsBeanName));
    definition.setResourceDescription("Dynaforge reactive repository index ("
        + factory.repositoryInterface().getName() + ")");
    return definition;
  }

  /** {@code playerRepository} for {@code com.acme.PlayerRepository}, {@code outer.InnerRepository} when nested. */
  static String beanName(Class<?> repositoryInterface) {
    return StringUtils.uncapitalize(ClassUtils.getShortName(repositoryInterface));
  }

  /**
   * Looks through the base packages for Dynaforge repository interfaces (class files read with ASM, nothing
   * loaded; with the context as resource loader, the reads are shared with component scanning). One the index
   * lacks, unless a {@code @NoRepositoryBean} or generic base that the processor does not implement either,
   * means the processor did not run when it was compiled: the whole module, or only that interface (a module
   * compiled without it, an incremental build that lost its output).
   */
  private static void failOnUngeneratedRepositories(Collection<String> basePackages, Set<String> generated,
      ResourceLoader resourceLoader, Environment environment) {
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
    for (String basePackage : basePackages) {
      if (basePackage.isEmpty()) {
        continue; // the default package would mean reading every class file of the class path
      }
      for (BeanDefinition candidate : scanner.findCandidateComponents(basePackage)) {
        if (!generated.contains(candidate.getBeanClassName())
            && !((AnnotatedBeanDefinition) candidate).getMetadata().hasAnnotation(NO_REPOSITORY_BEAN)
            && !declaresTypeParameters(candidate)) {
          missing.add(candidate.getBeanClassName());
        }
      }
    }
    if (!missing.isEmpty()) {
      throw new IllegalStateException(missingProcessorMessage(missing));
    }
  }

  /** Whether the interface's class file declares type parameters (a generic base such as {@code Audited<T>}). */
  private static boolean declaresTypeParameters(BeanDefinition candidate) {
    if (!(candidate.getSource() instanceof Resource resource)) {
      return false;
    }
    boolean[] generic = new boolean[1];
    try (InputStream in = resource.getInputStream()) {
      new ClassReader(in).accept(new ClassVisitor(SpringAsmInfo.ASM_VERSION) {
        @Override
        public void visit(int version, int access, String name, String signature, String superName,
            String[] interfaces) {
          generic[0] = signature != null && signature.startsWith("<");
        }
      }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    } catch (IOException e) {
      return false;
    }
    return generic[0];
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
