package io.dynaforge.config;

import io.dynaforge.core.DynamoDbOperations;
import org.springframework.aot.generate.GenerationContext;
import org.springframework.beans.factory.aot.BeanRegistrationAotContribution;
import org.springframework.beans.factory.aot.BeanRegistrationAotProcessor;
import org.springframework.beans.factory.aot.BeanRegistrationCode;
import org.springframework.beans.factory.aot.BeanRegistrationCodeFragments;
import org.springframework.beans.factory.aot.BeanRegistrationCodeFragmentsDecorator;
import org.springframework.beans.factory.support.InstanceSupplier;
import org.springframework.beans.factory.support.RegisteredBean;
import org.springframework.javapoet.ClassName;
import org.springframework.javapoet.CodeBlock;

/**
 * Spring AOT for the repository beans {@link EnableDynamoDbRepositories} registers. Their instance suppliers
 * cannot be written as code by Spring itself, so this processor writes what they do: {@code new
 * <Repo>_Impl.Factory().create(beanFactory.getBean("<operations>", DynamoDbOperations.class), new
 * BeanFactoryRepositoryFragments(beanFactory))}, and for a reactive repository the same call over the bean of its
 * factory's operations type ({@code ReactiveDynamoDbOperations}). The AOT-processed
 * application neither reads the index nor loads classes by name. Listed in {@code META-INF/spring/aot.factories}.
 */
public final class DynamoDbRepositoryAotProcessor implements BeanRegistrationAotProcessor {

  @Override
  public BeanRegistrationAotContribution processAheadOfTime(RegisteredBean registeredBean) {
    Object instanceSupplier = registeredBean.getMergedBeanDefinition().getInstanceSupplier();
    if (instanceSupplier instanceof ReactiveRepositoryInstanceSupplier<?, ?> reactive) {
      return reactive(reactive);
    }
    if (!(instanceSupplier instanceof RepositoryInstanceSupplier<?> supplier)) {
      return null;
    }
    ClassName implementation = ClassName.get(supplier.factory().implementationClass());
    ClassName factory = ClassName.get(supplier.factory().getClass());
    ClassName repository = ClassName.get(supplier.factory().repositoryInterface());
    String operations = supplier.operationsBeanName();
    CodeBlock lookup = operations == null
        ? CodeBlock.of("registeredBean.getBeanFactory().getBean($T.class)", DynamoDbOperations.class)
        : CodeBlock.of("registeredBean.getBeanFactory().getBean($S, $T.class)", operations, DynamoDbOperations.class);
    return BeanRegistrationAotContribution.withCustomCodeFragments(defaults -> new Fragments(defaults,
        implementation, CodeBlock.of("$T.<$T>of((registeredBean) -> new $T().create($L, new $T(registeredBean.getBeanFactory())))",
            InstanceSupplier.class, repository, factory, lookup, BeanFactoryRepositoryFragments.class)));
  }

  /** The same for a reactive repository, over the bean of its factory's operations type. */
  private static BeanRegistrationAotContribution reactive(ReactiveRepositoryInstanceSupplier<?, ?> supplier) {
    ClassName implementation = ClassName.get(supplier.factory().implementationClass());
    ClassName factory = ClassName.get(supplier.factory().getClass());
    ClassName repository = ClassName.get(supplier.factory().repositoryInterface());
    ClassName operationsType = ClassName.get(supplier.factory().operationsType());
    String operations = supplier.operationsBeanName();
    CodeBlock lookup = operations == null
        ? CodeBlock.of("registeredBean.getBeanFactory().getBean($T.class)", operationsType)
        : CodeBlock.of("registeredBean.getBeanFactory().getBean($S, $T.class)", operations, operationsType);
    return BeanRegistrationAotContribution.withCustomCodeFragments(defaults -> new Fragments(defaults,
        implementation, CodeBlock.of("$T.<$T>of((registeredBean) -> new $T().create($L, new $T(registeredBean.getBeanFactory())))",
            InstanceSupplier.class, repository, factory, lookup, BeanFactoryRepositoryFragments.class)));
  }

  private static final class Fragments extends BeanRegistrationCodeFragmentsDecorator {
    private final ClassName target;
    private final CodeBlock instanceSupplier;

    Fragments(BeanRegistrationCodeFragments delegate, ClassName target, CodeBlock instanceSupplier) {
      super(delegate);
      this.target = target;
      this.instanceSupplier = instanceSupplier;
    }

    @Override
    public ClassName getTarget(RegisteredBean registeredBean) {
      return target;
    }

    @Override
    public CodeBlock generateInstanceSupplierCode(GenerationContext generationContext,
        BeanRegistrationCode beanRegistrationCode, boolean allowDirectSupplierShortcut) {
      return instanceSupplier;
    }
  }
}
