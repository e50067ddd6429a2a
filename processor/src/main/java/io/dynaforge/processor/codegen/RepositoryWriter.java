package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.LIST;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.ExpressionRenderer;
import io.dynaforge.processor.query.Keyword;
import io.dynaforge.processor.query.PlannedRepository;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.Types;

/**
 * Writes {@code <Repository>_Impl}: CRUD from {@code SimpleDynamoDbRepository}, and one method per
 * planned query that builds exactly the request its {@link AccessPlan} describes. No checks here.
 */
public final class RepositoryWriter {

  static final String REPOSITORY = "io.dynaforge.repository";
  static final ClassName OPERATIONS = ClassName.get("io.dynaforge.core", "DynamoDbOperations");
  static final ClassName QUERY = ClassName.get("io.dynaforge.core", "DynamoDbQuery");
  static final ClassName SIMPLE_REPOSITORY = ClassName.get(REPOSITORY, "SimpleDynamoDbRepository");
  static final ClassName SIMPLE_COLLECTION_REPOSITORY = ClassName.get(REPOSITORY, "SimpleItemCollectionRepository");
  static final ClassName EXECUTION = ClassName.get(REPOSITORY, "QueryExecution");
  static final ClassName ARGUMENTS = ClassName.get(REPOSITORY, "QueryArguments");
  static final ClassName FACTORY = ClassName.get(REPOSITORY, "RepositoryFactory");
  static final ClassName KEY_RANGES = ClassName.get("io.dynaforge.mapping", "KeyRanges");
  static final ClassName PAGE_REQUEST = ClassName.get("io.dynaforge.core", "DynamoDbPageRequest");
  static final ClassName CONVERSIONS = ClassName.get("io.dynaforge.core", "AttributeValueConversions");

  private final GeneratedAnnotation generated;
  private final Types types;

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
    Set<String> reserved = new HashSet<>(List.of("method", "query", "e", "i"));
    for (QueryMethod method : planned.plans().keySet()) {
      method.parameters().forEach(p -> reserved.add(p.name()));
    }
    for (QueryMethod method : planned.declared().keySet()) {
      method.parameters().forEach(p -> reserved.add(p.name()));
    }
    ConversionCode code = new ConversionCode(reserved);
    TypeSpec.Builder type = TypeSpec.classBuilder(repository.implName())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(TypeName.get(repository.element().asType()))
        .addOriginatingElement(repository.element())
        .addJavadoc("The {@link $T} planned at build time: every method's DynamoDB operation is listed in\n"
            + "{@code META-INF/dynaforge/access-patterns/$L.json}.\n", ClassName.get(repository.element()),
            repository.element().getQualifiedName());
    generated.addTo(type);
    if (repository.view()) {
      // an index view: read-only, no CRUD base class; every read names the view's index
      type.addField(FieldSpec.builder(OPERATIONS, "operations", Modifier.PRIVATE, Modifier.FINAL).build());
      type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
          .addParameter(OPERATIONS, "operations")
          .addStatement("this.operations = $T.requireNonNull(operations, $S)", java.util.Objects.class, "operations")
          .addCode(fragments(type, repository))
          .build());
    } else {
      type.superclass(ParameterizedTypeName.get(SIMPLE_REPOSITORY, entity.className(), TypeName.get(repository.idType())));
      type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
          .addParameter(OPERATIONS, "operations")
          .addStatement("super(operations, $T.INSTANCE)", entity.mapperName())
          .addCode(fragments(type, repository)).build());
    }
    for (Map.Entry<QueryMethod, AccessPlan> e : planned.plans().entrySet()) {
      type.addMethod(method(repository, entity, e.getKey(), e.getValue(), code));
    }
    for (Map.Entry<QueryMethod, DeclaredPlan> e : planned.declared().entrySet()) {
      type.addMethod(declared(repository, entity.className(), e.getKey(), e.getValue(), code));
    }
    code.addConverterFields(type);
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
        .superclass(ParameterizedTypeName.get(SIMPLE_COLLECTION_REPOSITORY, view))
        .addSuperinterface(TypeName.get(repository.element().asType()))
        .addOriginatingElement(repository.element())
        .addJavadoc("The {@link $T} of the item collection {@link $T}: each finder is one Query, folded by\n"
            + "{@link $T}.\n", ClassName.get(repository.element()), view, repository.collection().mapperName());
    generated.addTo(type);
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addParameter(OPERATIONS, "operations")
        .addStatement("super(operations, $T.INSTANCE)", repository.collection().mapperName())
        .addCode(fragments(type, repository)).build());
    Set<String> reserved = new HashSet<>(List.of("method", "query"));
    planned.declared().keySet().forEach(m -> m.parameters().forEach(p -> reserved.add(p.name())));
    ConversionCode code = new ConversionCode(reserved);
    for (Map.Entry<QueryMethod, DeclaredPlan> e : planned.declared().entrySet()) {
      type.addMethod(declared(repository, view, e.getKey(), e.getValue(), code));
    }
    code.addConverterFields(type);
    type.addType(factory(repository));
    return JavaFile.builder(repository.implName().packageName(), type.build())
        .skipJavaLangImports(true).indent("    ").build();
  }

  /**
   * One field per custom fragment, its implementation built in the constructor, and a delegating
   * method for each of the fragment's methods. Returns the constructor's statements.
   */
  private CodeBlock fragments(TypeSpec.Builder type, RepositoryModel repository) {
    CodeBlock.Builder init = CodeBlock.builder();
    NameAllocator names = new NameAllocator();
    for (String taken : List.of("operations", "mapper", "type", "INSTANCE")) {
      names.newName(taken);
    }
    for (io.dynaforge.processor.model.FragmentModel f : repository.fragments()) {
      String field = names.newName(Character.toLowerCase(f.fragment().getSimpleName().charAt(0))
          + f.fragment().getSimpleName().toString().substring(1));
      type.addField(FieldSpec.builder(f.implName(), field, Modifier.PRIVATE, Modifier.FINAL).build());
      init.addStatement(f.constructor() == io.dynaforge.processor.model.FragmentModel.Constructor.OPERATIONS
          ? "this.$L = new $T(operations)" : "this.$L = new $T()", field, f.implName());
      for (javax.lang.model.element.ExecutableElement method : f.methods()) {
        MethodSpec.Builder m = MethodSpec.overriding(method, (DeclaredType) repository.element().asType(), types);
        List<CodeBlock> args = new ArrayList<>();
        method.getParameters().forEach(p -> args.add(CodeBlock.of("$L", p.getSimpleName())));
        CodeBlock call = CodeBlock.of("this.$L.$L($L)", field, method.getSimpleName(), CodeBlock.join(args, ", "));
        m.addJavadoc("Delegated to the custom fragment {@link $T}.\n", f.implName());
        if (method.getReturnType().getKind() == javax.lang.model.type.TypeKind.VOID) {
          m.addStatement(call);
        } else {
          m.addStatement("return $L", call);
        }
        type.addMethod(m.build());
      }
    }
    return init.build();
  }

  /** A {@code @Query} or {@code @Update} method: its expressions as written, its values bound at build time. */
  private MethodSpec declared(RepositoryModel repository, ClassName type, QueryMethod method, DeclaredPlan plan,
      ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.overriding(method.element(), (DeclaredType) repository.element().asType(), types);
    m.addJavadoc("$L (declared): $L.\n", plan.kind().display(), plan.kind() == DeclaredPlan.Kind.PARTIQL
        ? plan.statement() : plan.kind() == DeclaredPlan.Kind.UPDATE
        ? plan.updateExpression() : plan.keyCondition() != null ? plan.keyCondition() : plan.filter());
    Locals locals = new Locals(method);
    CodeBlock.Builder body = CodeBlock.builder();
    CodeBlock names = namesMap(plan);
    if (plan.kind() == DeclaredPlan.Kind.PARTIQL) {
      List<CodeBlock> args = new ArrayList<>();
      for (Parameter p : method.bindable()) {
        args.add(CodeBlock.of("$L", p.name()));
      }
      CodeBlock parameters = args.isEmpty() ? CodeBlock.of("$T.of()", List.class)
          : CodeBlock.of("$T.asList($L)", java.util.Arrays.class, CodeBlock.join(args, ", "));
      CodeBlock execution = CodeBlock.of("new $T<>(this.operations, $T.class, $L)", EXECUTION, type, locals.method());
      body.addStatement(switch (method.returnKind()) {
        case LIST -> CodeBlock.of("return $L.statement($S, $L, $L)", execution, plan.statement(), parameters,
            Math.max(plan.limit(), 0));
        case OPTIONAL -> CodeBlock.of("return $L.statementOne($S, $L)", execution, plan.statement(), parameters);
        default -> CodeBlock.of("return $L.statementOne($S, $L).orElse(null)", execution, plan.statement(), parameters);
      });
    } else if (plan.kind() == DeclaredPlan.Kind.UPDATE) {
      CodeBlock values = valuesMap(plan, code, locals);
      CodeBlock call = CodeBlock.of("this.operations.update($T.class, $L, $L, $S, $L, $L, $L)", type,
          required(plan.partitionKey(), locals), plan.sortKey() == null ? "null" : required(plan.sortKey(), locals),
          plan.updateExpression(), plan.conditionExpression() == null ? "null" : CodeBlock.of("$S",
              plan.conditionExpression()), names, values);
      if (method.returnType().getKind() == javax.lang.model.type.TypeKind.VOID) {
        body.addStatement(call);
      } else if (method.returnKind() == QueryMethod.ReturnKind.OPTIONAL) {
        body.addStatement("return $T.ofNullable($L)", java.util.Optional.class, call);
      } else {
        body.addStatement("return $L", call);
      }
    } else {
      String query = locals.query;
      body.addStatement("$T.Builder $L = $T.builder()", QUERY, query, QUERY);
      if (plan.indexName() != null) {
        body.addStatement("$L.indexName($S)", query, plan.indexName());
      }
      if (plan.keyCondition() != null) {
        body.addStatement("$L.keyCondition($S)", query, plan.keyCondition());
      }
      if (plan.filter() != null) {
        body.addStatement("$L.filter($S)", query, plan.filter());
      }
      plan.names().forEach((alias, attribute) -> body.addStatement("$L.name($S, $S)", query, alias, attribute));
      for (DeclaredPlan.Binding b : plan.values()) {
        body.addStatement("$L.value($S, $L)", query, b.placeholder(), bindingValue(b, code, locals));
      }
      if (plan.consistentRead()) {
        body.addStatement("$L.consistentRead(true)", query);
      }
      int limit = Math.max(plan.limit(), 0);
      if (plan.kind() == DeclaredPlan.Kind.COLLECTION_QUERY) {
        body.addStatement("return $T.ofNullable(this.operations.queryItemCollection($T.class, $L.build(), $L).getResult())",
            java.util.Optional.class, type, query, limit > 0
                ? CodeBlock.of("$T.of($L)", PAGE_REQUEST, limit) : CodeBlock.of("$T.unpaged()", PAGE_REQUEST));
      } else {
        CodeBlock execution = CodeBlock.of("new $T<>(this.operations, $T.class, $L)", EXECUTION, type, locals.method());
        body.addStatement("return $L", result(method, execution, query, CodeBlock.of("$L", limit), limit > 0,
            method.special(QueryMethod.Special.SCROLL_POSITION)));
      }
    }
    if (locals.methodUsed) {
      m.addStatement("$T $L = $S", String.class, locals.method, method.qualifiedName());
    }
    return m.addCode(body.build()).build();
  }

  private static CodeBlock namesMap(DeclaredPlan plan) {
    if (plan.names().isEmpty()) {
      return CodeBlock.of("$T.of()", Map.class);
    }
    List<CodeBlock> entries = new ArrayList<>();
    plan.names().forEach((alias, attribute) -> entries.add(CodeBlock.of("$S, $S", alias, attribute)));
    return CodeBlock.of("$T.of($L)", Map.class, CodeBlock.join(entries, ", "));
  }

  private CodeBlock valuesMap(DeclaredPlan plan, ConversionCode code, Locals locals) {
    if (plan.values().isEmpty()) {
      return CodeBlock.of("$T.of()", Map.class);
    }
    List<CodeBlock> entries = new ArrayList<>();
    for (DeclaredPlan.Binding b : plan.values()) {
      entries.add(CodeBlock.of("$S, $L", b.placeholder(), bindingValue(b, code, locals)));
    }
    return CodeBlock.of("$T.of($L)", Map.class, CodeBlock.join(entries, ", "));
  }

  /** A literal typed at build time, or a parameter converted like the property it is compared with. */
  private CodeBlock bindingValue(DeclaredPlan.Binding b, ConversionCode code, Locals locals) {
    if (b.spel() != null) {
      return CodeBlock.of("$T.spel($S, $L, $S)", ARGUMENTS, b.spel(), locals.method(), b.placeholder());
    }
    if (b.literal() != null) {
      String v = b.literal().trim();
      return switch (io.dynaforge.processor.model.DeclaredQuery.literalType(v)) {
        case "S" -> CodeBlock.of("$T.fromS($S)", ATTRIBUTE_VALUE, v.substring(1, v.length() - 1).replace("''", "'"));
        case "N" -> CodeBlock.of("$T.fromN($S)", ATTRIBUTE_VALUE, v);
        default -> CodeBlock.of("$T.fromBool($L)", ATTRIBUTE_VALUE, v);
      };
    }
    CodeBlock argument = required(b.parameter(), locals);
    if (b.comparedWith() != null && types.isAssignable(boxed(b.parameter().type()), boxed(b.comparedWith().type()))) {
      return code.write(b.comparedWith().mapping(), argument);
    }
    return CodeBlock.of("$T.toAttributeValue($L)", CONVERSIONS, argument);
  }

  private javax.lang.model.type.TypeMirror boxed(javax.lang.model.type.TypeMirror t) {
    return t.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) t).asType() : t;
  }

  /** How a query's result is returned, by the method's return kind (one switch for derived and declared). */
  private static CodeBlock result(QueryMethod method, CodeBlock execution, String query, CodeBlock limit,
      boolean limiting, Parameter scroll) {
    return switch (method.returnKind()) {
      case LIST -> CodeBlock.of("$L.list($L.build(), $L)", execution, query, limit);
      case STREAM -> CodeBlock.of("$L.stream($L.build(), $L)", execution, query, limit);
      case OPTIONAL -> CodeBlock.of("$L.one($L.build(), $L)", execution, query, limiting);
      case SINGLE -> CodeBlock.of("$L.one($L.build(), $L).orElse(null)", execution, query, limiting);
      case WINDOW -> CodeBlock.of("$L.window($L.build(), $L, $L)", execution, query, limit,
          scroll == null ? "null" : scroll.name());
      case COUNT -> CodeBlock.of("$L.count($L.build())", execution, query);
      case EXISTS -> CodeBlock.of("$L.exists($L.build())", execution, query);
      default -> throw new IllegalStateException("unplanned return kind " + method.returnKind());
    };
  }

  /** The nested class registered for ServiceLoader: the build-time repository index. */
  public static ClassName factoryName(RepositoryModel repository) {
    boolean taken = repository.element().getEnclosedElements().stream()
        .anyMatch(e -> e.getKind().isClass() || e.getKind().isInterface()
            ? e.getSimpleName().contentEquals("Factory") : false);
    return repository.implName().nestedClass(taken ? "Factory_" : "Factory");
  }

  private TypeSpec factory(RepositoryModel repository) {
    TypeName repositoryType = TypeName.get(types.erasure(repository.element().asType()));
    return TypeSpec.classBuilder(factoryName(repository))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(FACTORY, repositoryType))
        .addJavadoc("Creates {@link $T}: listed in {@code META-INF/services/$L} so that Spring registers the\n"
            + "repository without scanning the classpath or using reflection.\n", repository.implName(),
            FACTORY.canonicalName())
        .addMethod(MethodSpec.methodBuilder("repositoryInterface").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), repositoryType))
            .addStatement("return $T.class", repositoryType).build())
        .addMethod(MethodSpec.methodBuilder("implementationClass").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(Class.class), repository.implName()))
            .addStatement("return $T.class", repository.implName()).build())
        .addMethod(MethodSpec.methodBuilder("create").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
            .returns(repositoryType).addParameter(OPERATIONS, "operations")
            .addStatement("return new $T(operations)", repository.implName()).build())
        .build();
  }

  /**
   * The names a generated method declares, allocated after the user's parameter names so that a
   * parameter called {@code query}, {@code method}, {@code e} or {@code i} never collides with them.
   */
  private static final class Locals {
    final NameAllocator names = new NameAllocator();
    private final String method;
    final String query;
    /** Whether the body refers to the method-name local (error messages); it is declared only then. */
    private boolean methodUsed;

    Locals(QueryMethod queryMethod) {
      for (Parameter p : queryMethod.parameters()) {
        names.newName(p.name(), p);
      }
      method = names.newName("method");
      query = names.newName("query");
    }

    /** The local holding {@code Repository.method}, for runtime error messages. */
    String method() {
      methodUsed = true;
      return method;
    }
  }

  private MethodSpec method(RepositoryModel repository, EntityModel entity, QueryMethod method, AccessPlan plan,
      ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.overriding(method.element(), (DeclaredType) repository.element().asType(), types);
    m.addJavadoc("$L: $L.\n", plan.operation().display(), plan.reading());
    Locals locals = new Locals(method);
    CodeBlock.Builder body = CodeBlock.builder();
    if (plan.operation() == AccessPlan.Operation.GET_ITEM) {
      getItem(entity, method, plan, body, locals);
    } else {
      query(entity, method, plan, body, locals, code);
    }
    if (locals.methodUsed) {
      m.addStatement("$T $L = $S", String.class, locals.method, method.qualifiedName());
    }
    return m.addCode(body.build()).build();
  }

  private void query(EntityModel entity, QueryMethod method, AccessPlan plan, CodeBlock.Builder m, Locals locals,
      ConversionCode code) {
    ExpressionRenderer.Rendered rendered = ExpressionRenderer.render(plan);
    String query = locals.query;
    m.addStatement("$T.Builder $L = $T.builder()", QUERY, query, QUERY);
    if (plan.indexName() != null) {
      m.addStatement("$L.indexName($S)", query, plan.indexName());
    }
    if (rendered.keyCondition() != null) {
      m.addStatement("$L.keyCondition($S)", query, rendered.keyCondition());
    }
    rendered.names().forEach((placeholder, attribute) -> m.addStatement("$L.name($S, $S)", query, placeholder, attribute));
    for (ExpressionRenderer.ValueBinding binding : rendered.values()) {
      m.addStatement("$L.value($S, $L)", query, binding.placeholder(), value(entity, binding.source(), code, locals));
    }
    if (!rendered.filter().isEmpty()) {
      List<CodeBlock> pieces = new ArrayList<>();
      for (ExpressionRenderer.Fragment f : rendered.filter()) {
        if (f instanceof ExpressionRenderer.Text t) {
          pieces.add(CodeBlock.of("$S", t.text()));
          continue;
        }
        ExpressionRenderer.InList in = (ExpressionRenderer.InList) f;
        String values = locals.names.newName(in.parameter().name() + "Values");
        String e = locals.names.newName("e");
        String i = locals.names.newName("i");
        TypeMapping element = in.condition().property().leaf().mapping();
        m.addStatement("$T<$T> $L = $T.list($L, $L -> $L, $L, $S)", LIST, ATTRIBUTE_VALUE, values, ARGUMENTS,
            in.parameter().name(), e, code.write(element, CodeBlock.of("$L", e)), locals.method(), in.parameter().name());
        m.beginControlFlow("for (int $L = 0; $L < $L.size(); $L++)", i, i, values, i)
            .addStatement("$L.value($S + $L, $L.get($L))", query, in.valuePrefix() + "_", i, values, i)
            .endControlFlow();
        CodeBlock list = CodeBlock.of("$T.in($S, $S, $L.size())", ARGUMENTS, in.name(), in.valuePrefix(), values);
        pieces.add(in.negated() ? CodeBlock.of("\"NOT (\" + $L + \")\"", list) : list);
      }
      m.addStatement("$L.filter($L)", query, CodeBlock.join(pieces, " + "));
    }
    if (plan.scanIndexForward() != null) {
      m.addStatement("$L.scanIndexForward($L)", query, plan.scanIndexForward());
    }
    CodeBlock execution = CodeBlock.of("new $T<>(this.operations, $T.class, $L)", EXECUTION, entity.className(),
        locals.method());
    CodeBlock limit = plan.limitParameter() == null ? CodeBlock.of("$L", plan.top())
        : CodeBlock.of("$T.limit($L, $L)", EXECUTION, plan.top(), plan.limitParameter().name());
    boolean limiting = plan.top() > 0 || plan.limitParameter() != null;
    m.addStatement("return $L", result(method, execution, query, limit, limiting, plan.scrollParameter()));
  }

  private void getItem(EntityModel entity, QueryMethod method, AccessPlan plan, CodeBlock.Builder m,
      Locals locals) {
    List<CodeBlock> key = new ArrayList<>();
    for (AccessPlan.KeyCondition k : plan.key()) {
      if (k instanceof AccessPlan.AttributeKey a) {
        key.add(required(a.condition().arguments().get(0), locals));
      } else if (k instanceof AccessPlan.TemplateKey t) {
        key.add(templateValue(entity, t, locals));
      }
    }
    CodeBlock call = CodeBlock.of("this.operations.findById($T.class, $L)", entity.className(), CodeBlock.join(key, ", "));
    m.addStatement(method.returnKind() == QueryMethod.ReturnKind.SINGLE ? "return $L.orElse(null)" : "return $L", call);
  }

  private CodeBlock value(EntityModel entity, ExpressionRenderer.ValueSource source, ConversionCode code,
      Locals locals) {
    if (source instanceof ExpressionRenderer.BooleanValue b) {
      return CodeBlock.of("$T.bool($L)", RuntimeTypes.ATTRIBUTE_VALUES, b.value());
    }
    if (source instanceof ExpressionRenderer.PrefixValue p) {
      return CodeBlock.of("$T.s($S)", RuntimeTypes.ATTRIBUTE_VALUES, p.key().prefix());
    }
    if (source instanceof ExpressionRenderer.TemplateValue t) {
      return CodeBlock.of("$T.s($L)", RuntimeTypes.ATTRIBUTE_VALUES, templateValue(entity, t.key(), locals));
    }
    if (source instanceof ExpressionRenderer.TemplateBound b) {
      return CodeBlock.of("$T.s($L)", RuntimeTypes.ATTRIBUTE_VALUES, templateBound(entity, b, locals));
    }
    ExpressionRenderer.Argument a = (ExpressionRenderer.Argument) source;
    PropertyModel leaf = a.condition().property().leaf();
    CodeBlock argument = required(a.parameter(), locals);
    Keyword keyword = a.condition().keyword();
    if (keyword == Keyword.STARTING_WITH) {
      return CodeBlock.of("$T.s($L)", RuntimeTypes.ATTRIBUTE_VALUES, argument);
    }
    TypeMapping mapping = leaf.mapping();
    if ((keyword == Keyword.CONTAINING || keyword == Keyword.NOT_CONTAINING)) {
      if (mapping instanceof TypeMapping.ListOf list) {
        mapping = list.element();
      } else if (mapping instanceof TypeMapping.NativeSet set) {
        mapping = set.element();
      }
    }
    return code.write(mapping, argument);
  }

  /** {@code Match_Keys.sk(a, b)} or {@code Match_Keys.skPrefix(a)} from the bound placeholders. */
  private CodeBlock templateValue(EntityModel entity, AccessPlan.TemplateKey t, Locals locals) {
    List<CodeBlock> args = new ArrayList<>();
    for (AccessPlan.Condition c : t.placeholders()) {
      args.add(required(c.arguments().get(0), locals));
    }
    return CodeBlock.of("$T.$L($L)", KeysWriter.keysName(entity),
        t.complete() ? KeysWriter.composer(t.template()) : KeysWriter.prefixMethod(t.template()), CodeBlock.join(args, ", "));
  }

  /**
   * One bound of a placeholder range, composed by the entity's {@code _Keys} (so padding and literal
   * checks are the template's own) and adjusted by {@code KeyRanges} to be exact.
   */
  private CodeBlock templateBound(EntityModel entity, ExpressionRenderer.TemplateBound b, Locals locals) {
    AccessPlan.TemplateRangeKey key = b.key();
    List<CodeBlock> args = new ArrayList<>();
    for (AccessPlan.Condition c : key.equalities()) {
      args.add(required(c.arguments().get(0), locals));
    }
    ClassName keys = KeysWriter.keysName(entity);
    if (b.bound() == ExpressionRenderer.Bound.PREFIX || b.bound() == ExpressionRenderer.Bound.PREFIX_END) {
      CodeBlock prefix = CodeBlock.of("$T.$L($L)", keys, KeysWriter.prefixMethod(key.template()), CodeBlock.join(args, ", "));
      return b.bound() == ExpressionRenderer.Bound.PREFIX ? prefix : CodeBlock.of("$T.prefixEnd($L)", KEY_RANGES, prefix);
    }
    args.add(required(key.range().arguments().get(b.argument()), locals));
    CodeBlock composed = CodeBlock.of("$T.$L($L)", keys, key.lastPlaceholder()
        ? KeysWriter.composer(key.template()) : KeysWriter.prefixMethod(key.template()), CodeBlock.join(args, ", "));
    String literal = key.literalAfter();
    return switch (b.bound()) {
      case LOWER_INCLUSIVE -> CodeBlock.of("$T.lower($L, $S, true)", KEY_RANGES, composed, literal);
      case LOWER_EXCLUSIVE -> CodeBlock.of("$T.lower($L, $S, false)", KEY_RANGES, composed, literal);
      case UPPER_INCLUSIVE -> CodeBlock.of("$T.upper($L, $S, true)", KEY_RANGES, composed, literal);
      case UPPER_EXCLUSIVE -> CodeBlock.of("$T.upper($L, $S, false)", KEY_RANGES, composed, literal);
      default -> CodeBlock.of("$T.exact($L, $S)", KEY_RANGES, composed, literal);
    };
  }

  private static CodeBlock required(Parameter p, Locals locals) {
    if (p.type().getKind().isPrimitive()) {
      return CodeBlock.of("$L", p.name());
    }
    return CodeBlock.of("$T.require($L, $L, $S)", ARGUMENTS, p.name(), locals.method(), p.name());
  }
}
