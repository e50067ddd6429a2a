package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.FACTORY_CREATE;
import static io.dynaforge.processor.codegen.RuntimeTypes.FACTORY_IMPLEMENTATION_CLASS;
import static io.dynaforge.processor.codegen.RuntimeTypes.FACTORY_REPOSITORY_INTERFACE;
import static io.dynaforge.processor.codegen.RuntimeTypes.FRAGMENTS_CONSTRUCTED;
import static io.dynaforge.processor.codegen.RuntimeTypes.OPERATIONS;
import static io.dynaforge.processor.codegen.RuntimeTypes.QUERY_EXECUTION;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_FACTORY_CREATE;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_FACTORY_IMPLEMENTATION_CLASS;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_FACTORY_OPERATIONS_TYPE;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_FACTORY_REPOSITORY_INTERFACE;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_OPERATIONS;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_QUERY_EXECUTION;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_REPOSITORY_FACTORY;
import static io.dynaforge.processor.codegen.RuntimeTypes.SIMPLE_REACTIVE_COLLECTION_REPOSITORY;
import static io.dynaforge.processor.codegen.RuntimeTypes.SIMPLE_REACTIVE_REPOSITORY;
import static io.dynaforge.processor.codegen.RuntimeTypes.REPOSITORY_FACTORY;
import static io.dynaforge.processor.codegen.RuntimeTypes.REPOSITORY_FRAGMENTS;
import static io.dynaforge.processor.codegen.RuntimeTypes.SIMPLE_COLLECTION_REPOSITORY;
import static io.dynaforge.processor.codegen.RuntimeTypes.SELECTIVE_REACTIVE_REPOSITORY;
import static io.dynaforge.processor.codegen.RuntimeTypes.SELECTIVE_REPOSITORY;
import static io.dynaforge.processor.codegen.RuntimeTypes.SIMPLE_REPOSITORY;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.CrudPlan;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.FragmentPlan;
import io.dynaforge.processor.query.MethodPlan;
import io.dynaforge.processor.query.PartiQlPlan;
import io.dynaforge.processor.query.PlannedRepository;
import io.dynaforge.processor.query.ProjectionPlan;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;
import javax.lang.model.util.Types;

/**
 * Writes {@code <Repository>_Impl}: the class itself (its superclass, fields, constructors, Javadoc
 * and the {@code Factory} the repository index lists), CRUD inherited from {@code
 * SimpleDynamoDbRepository}, and one method per plan, each written by its family's {@link
 * MethodWriter} ({@link MethodWriters} dispatches) so that it builds exactly the request its plan
 * describes. No checks here.
 *
 * <p>A reactive repository is a second rendering of the same plans: the class takes a {@code
 * ReactiveDynamoDbOperations}, extends {@code SimpleReactiveDynamoDbRepository} or {@code
 * SimpleReactiveItemCollectionRepository} (an index view: no base class), reads through {@code ReactiveQueryExecution}s, its methods
 * return as {@link ReactiveReturns} decides, and its {@code Factory} is a {@code ReactiveRepositoryFactory}.
 */
public final class RepositoryWriter {

  private final GeneratedAnnotation generated;
  private final Types types;
  private final MethodWriters methods = MethodWriters.blocking();
  private final CrudMethodWriter crud = new CrudMethodWriter();

  public RepositoryWriter(GeneratedAnnotation generated, Types types) {
    this.generated = generated;
    this.types = types;
  }

  public JavaFile write(PlannedRepository planned) {
    if (planned.model().itemCollection()) {
      return writeItemCollection(planned);
    }
    RepositoryModel repository = planned.model();
    EntityModel entity = repository.entity();
    Set<String> reserved = new HashSet<>(List.of("e"));
    for (MethodPlan plan : planned.methods()) {
      if (plan instanceof DerivedPlan d) {
        d.method().parameters().forEach(p -> reserved.add(p.name()));
      } else if (plan instanceof DeclaredPlan d) {
        d.method().parameters().forEach(p -> reserved.add(p.name()));
      }
    }
    TypeSpec.Builder type = TypeSpec.classBuilder(repository.implName())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(TypeName.get(repository.element().asType()))
        .addOriginatingElement(repository.element())
        .addJavadoc("The {@link $T} planned at build time: every method's DynamoDB operation is listed in\n"
            + "{@code META-INF/dynaforge/access-patterns/$L.json}.\n", ClassName.get(repository.element()),
            repository.element().getQualifiedName())
        .addJavadoc(crud.javadoc(planned.of(CrudPlan.class),
            repository.reactive() ? SIMPLE_REACTIVE_REPOSITORY : SIMPLE_REPOSITORY, repository.selective()));
    ImplContext impl = new ImplContext(types, repository, entity, entity.className(), type, reserved);
    generated.addTo(type);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addParameter(operations(repository), "operations");
    ClassName execution = repository.reactive() ? REACTIVE_QUERY_EXECUTION : QUERY_EXECUTION;
    if (repository.view()) {
      // an index view: read-only, no CRUD base class; every read is a query of the view's index
      constructor.addStatement("$T.requireNonNull(operations, $S)", java.util.Objects.class, "operations");
    } else if (repository.selective()) {
      // one of Spring Data's own interfaces: exactly its methods, the CRUD ones delegating (below)
      type.superclass(ParameterizedTypeName.get(repository.reactive() ? SELECTIVE_REACTIVE_REPOSITORY
          : SELECTIVE_REPOSITORY, entity.className(), TypeName.get(repository.idType())));
      constructor.addStatement("super(operations, $T.INSTANCE, $T.of($L), $S)", entity.mapperName(), RuntimeTypes.SET,
          CodeBlock.join(repository.consistentCrudReads().stream().map(n -> CodeBlock.of("$S", n)).toList(), ", "),
          repository.element().getSimpleName().toString());
    } else {
      type.superclass(ParameterizedTypeName.get(repository.reactive() ? SIMPLE_REACTIVE_REPOSITORY : SIMPLE_REPOSITORY,
          entity.className(), TypeName.get(repository.idType())));
      List<String> consistent = repository.consistentCrudReads();
      // the repository's name names its inherited CRUD methods in observations
      String name = repository.element().getSimpleName().toString();
      if (repository.reactive()) {
        // SimpleReactiveDynamoDbRepository has the one constructor
        constructor.addStatement("super(operations, $T.INSTANCE, $T.of($L), $S)", entity.mapperName(), RuntimeTypes.SET,
            CodeBlock.join(consistent.stream().map(n -> CodeBlock.of("$S", n)).toList(), ", "), name);
      } else if (consistent.isEmpty()) {
        constructor.addStatement("super(operations, $T.INSTANCE, $S)", entity.mapperName(), name);
      } else {
        constructor.addStatement("super(operations, $T.INSTANCE, $T.of($L), $S)", entity.mapperName(), RuntimeTypes.SET,
            CodeBlock.join(consistent.stream().map(n -> CodeBlock.of("$S", n)).toList(), ", "), name);
      }
    }
    boolean queries = planned.of(DerivedPlan.class).stream()
        .anyMatch(p -> p.access().operation() != AccessPlan.Operation.GET_ITEM && p.projection() == null)
        || planned.methods().stream().anyMatch(p -> p instanceof DeclaredQueryPlan q && q.projection() == null
            || p instanceof PartiQlPlan);
    if (queries) {
      type.addField(FieldSpec.builder(ParameterizedTypeName.get(execution, entity.className()), ExecutionFields.QUERIES,
          Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addStatement("this.$L = new $T<$T>(operations, $T.class)", ExecutionFields.QUERIES, execution,
          entity.className(), entity.className());
    }
    for (ProjectionPlan projection : planned.projections()) {
      // one execution per projection type: its rows are read through the projection's generated mapper
      ClassName p = projection.model().className();
      String field = ExecutionFields.of(projection);
      type.addField(FieldSpec.builder(ParameterizedTypeName.get(execution, p), field,
          Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addStatement("this.$L = new $T<$T>(operations, $T.class, $T.INSTANCE)", field, execution,
          p, entity.className(), projection.model().mapperName());
    }
    addConstructors(type, planned, constructor);
    for (MethodPlan plan : planned.methods()) {
      methods.write(plan, impl);
    }
    if (repository.selective()) {
      crud.delegates(planned.of(CrudPlan.class), repository, type, types,
          repository.reactive() ? RuntimeTypes.SELECTIVE_REACTIVE_CRUD : RuntimeTypes.SELECTIVE_CRUD);
    }
    impl.code().addConverterFields(type);
    type.addType(factory(repository));
    return JavaFile.builder(repository.implName().packageName(), type.build())
        .skipJavaLangImports(true).indent("    ").build();
  }

  /** An ItemCollectionRepository: its fixed finders come from SimpleItemCollectionRepository. */
  private JavaFile writeItemCollection(PlannedRepository planned) {
    RepositoryModel repository = planned.model();
    ClassName view = repository.collection().className();
    TypeSpec.Builder type = TypeSpec.classBuilder(repository.implName())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(repository.reactive()
            ? ParameterizedTypeName.get(SIMPLE_REACTIVE_COLLECTION_REPOSITORY, view, TypeName.get(repository.idType()))
            : ParameterizedTypeName.get(SIMPLE_COLLECTION_REPOSITORY, view))
        .addSuperinterface(TypeName.get(repository.element().asType()))
        .addOriginatingElement(repository.element())
        .addJavadoc("The {@link $T} of the item collection {@link $T}: each finder is one Query, folded by\n"
            + "{@link $T}.\n", ClassName.get(repository.element()), view, repository.collection().mapperName());
    generated.addTo(type);
    addConstructors(type, planned, MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addParameter(operations(repository), "operations")
        .addStatement("super(operations, $T.INSTANCE, $S)", repository.collection().mapperName(),
            repository.element().getSimpleName().toString()));
    Set<String> reserved = new HashSet<>(List.of("e"));
    planned.of(DeclaredPlan.class).forEach(d -> d.method().parameters().forEach(p -> reserved.add(p.name())));
    ImplContext impl = new ImplContext(types, repository, null, view, type, reserved);
    for (DeclaredPlan plan : planned.of(DeclaredPlan.class)) {
      methods.write(plan, impl);
    }
    impl.code().addConverterFields(type);
    type.addType(factory(repository));
    return JavaFile.builder(repository.implName().packageName(), type.build())
        .skipJavaLangImports(true).indent("    ").build();
  }

  /**
   * The constructor, {@code (operations)}. A repository with custom fragments gets two: {@code
   * (operations, fragments)}, which takes each implementation from {@code RepositoryFragments}
   * (Spring's beans), and {@code (operations)}, which constructs them; each fragment's field and
   * delegating methods come before the second.
   */
  private void addConstructors(TypeSpec.Builder type, PlannedRepository planned, MethodSpec.Builder constructor) {
    if (planned.of(FragmentPlan.class).isEmpty()) {
      type.addMethod(constructor.build());
      return;
    }
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("Constructs each custom fragment implementation itself.\n")
        .addParameter(operations(planned.model()), "operations")
        .addStatement("this(operations, $T.$L)", REPOSITORY_FRAGMENTS, FRAGMENTS_CONSTRUCTED).build());
    FragmentMethodWriter fragments = new FragmentMethodWriter(types);
    CodeBlock.Builder init = CodeBlock.builder();
    for (FragmentPlan plan : planned.of(FragmentPlan.class)) {
      init.add(fragments.write(plan, planned.model(), type));
    }
    type.addMethod(constructor.addParameter(REPOSITORY_FRAGMENTS, "fragments")
        .addJavadoc("Takes each custom fragment implementation from {@code fragments}.\n")
        .addCode(init.build()).build());
  }

  /** The type of the operations an {@code _Impl} takes: the blocking or the reactive template's. */
  private static ClassName operations(RepositoryModel repository) {
    return repository.reactive() ? REACTIVE_OPERATIONS : OPERATIONS;
  }

  /** The projection mappers of a repository's methods, one per projection type. */
  public List<JavaFile> projectionMappers(PlannedRepository planned) {
    ProjectionMapperWriter mappers = new ProjectionMapperWriter(generated);
    return planned.projections().stream().map(mappers::write).toList();
  }

  /** The nested class registered for ServiceLoader: the build-time repository index. */
  public static ClassName factoryName(RepositoryModel repository) {
    boolean taken = repository.element().getEnclosedElements().stream()
        .anyMatch(e -> e.getKind().isClass() || e.getKind().isInterface()
            ? e.getSimpleName().contentEquals("Factory") : false);
    return repository.implName().nestedClass(taken ? "Factory_" : "Factory");
  }

  private TypeSpec factory(RepositoryModel repository) {
    if (repository.reactive()) {
      return reactiveFactory(repository);
    }
    TypeName repositoryType = TypeName.get(types.erasure(repository.element().asType()));
    TypeSpec.Builder factory = TypeSpec.classBuilder(factoryName(repository))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(REPOSITORY_FACTORY, repositoryType))
        .addJavadoc("Creates {@link $T}: listed in {@code META-INF/services/$L} so that Spring registers the\n"
            + "repository without scanning the classpath or using reflection.\n", repository.implName(),
            REPOSITORY_FACTORY.canonicalName())
        .addMethod(MethodSpec.methodBuilder(FACTORY_REPOSITORY_INTERFACE.name()).addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), repositoryType))
            .addStatement("return $T.class", repositoryType).build())
        .addMethod(MethodSpec.methodBuilder(FACTORY_IMPLEMENTATION_CLASS.name()).addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), repository.implName()))
            .addStatement("return $T.class", repository.implName()).build())
        .addMethod(MethodSpec.methodBuilder(FACTORY_CREATE.name()).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
            .returns(repositoryType).addParameter(OPERATIONS, "operations")
            .addStatement("return new $T(operations)", repository.implName()).build());
    if (!repository.fragments().isEmpty()) {
      factory.addMethod(MethodSpec.methodBuilder(FACTORY_CREATE.name()).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
          .returns(repositoryType).addParameter(OPERATIONS, "operations").addParameter(REPOSITORY_FRAGMENTS, "fragments")
          .addStatement("return new $T(operations, fragments)", repository.implName()).build());
    }
    return factory.build();
  }

  /**
   * A reactive repository's {@code Factory}: a {@code ReactiveRepositoryFactory} over {@code
   * ReactiveDynamoDbOperations}, listed in its own ServiceLoader file.
   */
  private TypeSpec reactiveFactory(RepositoryModel repository) {
    TypeName repositoryType = TypeName.get(types.erasure(repository.element().asType()));
    boolean fragments = !repository.fragments().isEmpty();
    return TypeSpec.classBuilder(factoryName(repository))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(REACTIVE_REPOSITORY_FACTORY, repositoryType, REACTIVE_OPERATIONS))
        .addJavadoc("Creates {@link $T}: listed in {@code META-INF/services/$L} so that Spring registers the\n"
            + "repository without scanning the classpath or using reflection.\n", repository.implName(),
            REACTIVE_REPOSITORY_FACTORY.canonicalName())
        .addMethod(MethodSpec.methodBuilder(REACTIVE_FACTORY_REPOSITORY_INTERFACE.name()).addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), repositoryType))
            .addStatement("return $T.class", repositoryType).build())
        .addMethod(MethodSpec.methodBuilder(REACTIVE_FACTORY_IMPLEMENTATION_CLASS.name()).addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), repository.implName()))
            .addStatement("return $T.class", repository.implName()).build())
        .addMethod(MethodSpec.methodBuilder(REACTIVE_FACTORY_OPERATIONS_TYPE.name()).addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), REACTIVE_OPERATIONS))
            .addStatement("return $T.class", REACTIVE_OPERATIONS).build())
        .addMethod(MethodSpec.methodBuilder(REACTIVE_FACTORY_CREATE.name()).addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(repositoryType)
            .addParameter(REACTIVE_OPERATIONS, "operations").addParameter(REPOSITORY_FRAGMENTS, "fragments")
            .addStatement(fragments ? "return new $T(operations, fragments)" : "return new $T(operations)",
                repository.implName()).build())
        .build();
  }
}
