package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.LIST;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
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
import io.dynaforge.processor.query.CrudPlan;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import io.dynaforge.processor.query.ProjectionPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.FragmentPlan;
import io.dynaforge.processor.query.MethodPlan;
import io.dynaforge.processor.query.PartiQlPlan;
import io.dynaforge.processor.query.UpdatePlan;
import io.dynaforge.processor.query.ExpressionRenderer;
import io.dynaforge.processor.query.Keyword;
import io.dynaforge.processor.query.PlannedRepository;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
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
  static final ClassName SIMPLE_REPOSITORY = ClassName.get(REPOSITORY, "SimpleDynamoDbRepository");
  static final ClassName SIMPLE_COLLECTION_REPOSITORY = ClassName.get(REPOSITORY, "SimpleItemCollectionRepository");
  static final ClassName EXECUTION = ClassName.get("io.dynaforge.internal", "QueryExecution");
  static final ClassName ARGUMENTS = ClassName.get("io.dynaforge.internal", "QueryArguments");
  static final ClassName PLAN = ClassName.get("io.dynaforge.internal", "QueryPlan");
  static final ClassName FACTORY = ClassName.get(REPOSITORY, "RepositoryFactory");
  static final ClassName FRAGMENTS = ClassName.get(REPOSITORY, "RepositoryFragments");
  static final ClassName KEY_RANGES = ClassName.get("io.dynaforge.internal", "KeyRanges");
  static final ClassName PAGE_REQUEST = ClassName.get("io.dynaforge.core", "DynamoDbPageRequest");
  static final ClassName CONVERSIONS = ClassName.get("io.dynaforge.mapping", "AttributeValueConversions");

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
    Set<String> reserved = new HashSet<>(List.of("e"));
    for (MethodPlan plan : planned.methods()) {
      if (plan instanceof DerivedPlan d) {
        d.method().parameters().forEach(p -> reserved.add(p.name()));
      } else if (plan instanceof DeclaredPlan d) {
        d.method().parameters().forEach(p -> reserved.add(p.name()));
      }
    }
    ConversionCode code = new ConversionCode(reserved);
    Constants constants = new Constants(reserved);
    TypeSpec.Builder type = TypeSpec.classBuilder(repository.implName())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(TypeName.get(repository.element().asType()))
        .addOriginatingElement(repository.element())
        .addJavadoc("The {@link $T} planned at build time: every method's DynamoDB operation is listed in\n"
            + "{@code META-INF/dynaforge/access-patterns/$L.json}.\n", ClassName.get(repository.element()),
            repository.element().getQualifiedName())
        .addJavadoc(inheritedJavadoc(planned));
    generated.addTo(type);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addParameter(OPERATIONS, "operations");
    if (repository.view()) {
      // an index view: read-only, no CRUD base class; every read is a query of the view's index
      constructor.addStatement("$T.requireNonNull(operations, $S)", java.util.Objects.class, "operations");
    } else {
      type.superclass(ParameterizedTypeName.get(SIMPLE_REPOSITORY, entity.className(), TypeName.get(repository.idType())));
      List<String> consistent = repository.consistentCrudReads();
      // the repository's name names its inherited CRUD methods in observations
      String name = repository.element().getSimpleName().toString();
      if (consistent.isEmpty()) {
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
      type.addField(FieldSpec.builder(ParameterizedTypeName.get(EXECUTION, entity.className()), QUERIES,
          Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addStatement("this.$L = new $T<$T>(operations, $T.class)", QUERIES, EXECUTION, entity.className(),
          entity.className());
    }
    for (ProjectionPlan projection : planned.projections()) {
      // one execution per projection type: its rows are read through the projection's generated mapper
      ClassName p = projection.model().className();
      type.addField(FieldSpec.builder(ParameterizedTypeName.get(EXECUTION, p), execution(projection),
          Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addStatement("this.$L = new $T<$T>(operations, $T.class, $T.INSTANCE)", execution(projection), EXECUTION,
          p, entity.className(), projection.model().mapperName());
    }
    addConstructors(type, planned, constructor);
    for (MethodPlan plan : planned.methods()) {
      // CRUD is inherited (listed in the class Javadoc) and fragments are delegated with the constructors
      if (plan instanceof DerivedPlan d) {
        type.addMethod(method(repository, entity, d.method(), d.access(), d.projection(), code, constants, type));
      } else if (plan instanceof DeclaredPlan d) {
        type.addMethod(declared(repository, entity.className(), d.method(), d, code, constants, type));
      }
    }
    code.addConverterFields(type);
    type.addType(factory(repository));
    return JavaFile.builder(repository.implName().packageName(), type.build())
        .skipJavaLangImports(true).indent("    ").build();
  }

  /** The inherited CRUD methods and their operations, a Scan named as such, as a Javadoc list. */
  private static CodeBlock inheritedJavadoc(PlannedRepository planned) {
    if (planned.of(CrudPlan.class).isEmpty()) {
      return CodeBlock.of("");
    }
    CodeBlock.Builder list = CodeBlock.builder().add("\n<p>Inherited from {@link $T}:\n<ul>\n", SIMPLE_REPOSITORY);
    for (CrudPlan crud : planned.of(CrudPlan.class)) {
      list.add("<li>{@code $L}: $L, $L.\n", crud.signature(), crud.operation(), crud.reading());
    }
    return list.add("</ul>\n").build();
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
    addConstructors(type, planned, MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addParameter(OPERATIONS, "operations")
        .addStatement("super(operations, $T.INSTANCE, $S)", repository.collection().mapperName(),
            repository.element().getSimpleName().toString()));
    Set<String> reserved = new HashSet<>(List.of("e"));
    planned.of(DeclaredPlan.class).forEach(d -> d.method().parameters().forEach(p -> reserved.add(p.name())));
    ConversionCode code = new ConversionCode(reserved);
    Constants constants = new Constants(reserved);
    for (DeclaredPlan plan : planned.of(DeclaredPlan.class)) {
      type.addMethod(declared(repository, view, plan.method(), plan, code, constants, type));
    }
    code.addConverterFields(type);
    type.addType(factory(repository));
    return JavaFile.builder(repository.implName().packageName(), type.build())
        .skipJavaLangImports(true).indent("    ").build();
  }

  /**
   * The constructor, {@code (operations)}. A repository with custom fragments gets two: {@code
   * (operations, fragments)}, which takes each implementation from {@code RepositoryFragments}
   * (Spring's beans), and {@code (operations)}, which constructs them.
   */
  private void addConstructors(TypeSpec.Builder type, PlannedRepository planned, MethodSpec.Builder constructor) {
    if (planned.of(FragmentPlan.class).isEmpty()) {
      type.addMethod(constructor.build());
      return;
    }
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("Constructs each custom fragment implementation itself.\n")
        .addParameter(OPERATIONS, "operations")
        .addStatement("this(operations, $T.CONSTRUCTED)", FRAGMENTS).build());
    type.addMethod(constructor.addParameter(FRAGMENTS, "fragments")
        .addJavadoc("Takes each custom fragment implementation from {@code fragments}.\n")
        .addCode(fragments(type, planned)).build());
  }

  /**
   * One field per custom fragment, its implementation taken from the constructor's {@code
   * fragments}, and a delegating method for each of the fragment's methods. Returns the
   * constructor's statements.
   */
  private CodeBlock fragments(TypeSpec.Builder type, PlannedRepository planned) {
    RepositoryModel repository = planned.model();
    CodeBlock.Builder init = CodeBlock.builder();
    UniqueNames names = new UniqueNames();
    for (String taken : List.of("operations", "fragments", "mapper", "type", "INSTANCE", QUERIES)) {
      names.newName(taken);
    }
    for (FragmentPlan plan : planned.of(FragmentPlan.class)) {
      io.dynaforge.processor.model.FragmentModel f = plan.fragment();
      String field = names.newName(Character.toLowerCase(f.fragment().getSimpleName().charAt(0))
          + f.fragment().getSimpleName().toString().substring(1));
      type.addField(FieldSpec.builder(f.implName(), field, Modifier.PRIVATE, Modifier.FINAL).build());
      init.addStatement(f.constructor() == io.dynaforge.processor.model.FragmentModel.Constructor.OPERATIONS
          ? "this.$L = fragments.implementation($T.class, () -> new $T(operations))"
          : "this.$L = fragments.implementation($T.class, $T::new)", field, f.implName(), f.implName());
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
      ConversionCode code, Constants constants, TypeSpec.Builder impl) {
    MethodSpec.Builder m = MethodSpec.overriding(method.element(), (DeclaredType) repository.element().asType(), types);
    String javadoc = plan.operation() + " (declared): " + JavadocText.code(plan.display())
        + (plan instanceof DeclaredQueryPlan q && q.keyCondition() != null && q.filter() != null
            ? ", filtered by " + JavadocText.code(q.filter()) : "")
        + (plan instanceof UpdatePlan u && u.conditionExpression() != null
            ? ", if " + JavadocText.code(u.conditionExpression()) : "")
        + ".";
    m.addJavadoc("$L\n", javadoc);
    projectionJavadoc(m, plan instanceof DeclaredQueryPlan q ? q.projection() : null);
    Locals locals = new Locals(method);
    CodeBlock.Builder body = CodeBlock.builder();
    if (plan instanceof PartiQlPlan partiQl) {
      List<CodeBlock> args = new ArrayList<>();
      for (DeclaredPlan.Binding b : plan.values()) {
        args.add(partiQlValue(b, code));
      }
      CodeBlock parameters = args.isEmpty() ? CodeBlock.of("$T.of()", List.class)
          : CodeBlock.of("$T.asList($L)", java.util.Arrays.class, CodeBlock.join(args, ", "));
      CodeBlock execution = CodeBlock.of("this.$L", QUERIES);
      body.addStatement(switch (method.returnKind()) {
        case LIST -> CodeBlock.of("return $L.statement($L, $S, $L, $L)", execution, locals.method(),
            partiQl.statement(), parameters, Math.max(partiQl.limit(), 0));
        case OPTIONAL -> CodeBlock.of("return $L.statementOne($L, $S, $L)", execution, locals.method(),
            partiQl.statement(), parameters);
        default -> CodeBlock.of("return $L.statementOne($L, $S, $L).orElse(null)", execution, locals.method(),
            partiQl.statement(), parameters);
      });
    } else if (plan instanceof UpdatePlan update) {
      CodeBlock values = valuesMap(plan, code, locals);
      CodeBlock call = CodeBlock.of("this.operations.update($T.class, $L, $L, $S, $L, $L, $L)", type,
          required(update.partitionKey(), locals), update.sortKey() == null ? "null" : required(update.sortKey(), locals),
          update.updateExpression(), update.conditionExpression() == null ? "null" : CodeBlock.of("$S",
              update.conditionExpression()), namesMap(plan), values);
      if (method.returnType().getKind() == javax.lang.model.type.TypeKind.VOID) {
        body.add(named(locals, call));
      } else if (method.returnKind() == QueryMethod.ReturnKind.OPTIONAL) {
        body.add(named(locals, CodeBlock.of("return $T.ofNullable($L)", java.util.Optional.class, call)));
      } else {
        body.add(named(locals, CodeBlock.of("return $L", call)));
      }
      locals.requireAll(m);
    } else {
      DeclaredQueryPlan query = (DeclaredQueryPlan) plan;
      List<String> names = alternating(plan.names());
      List<String> placeholders = new ArrayList<>();
      List<CodeBlock> values = new ArrayList<>();
      for (DeclaredPlan.Binding b : plan.values()) {
        placeholders.add(b.placeholder());
        values.add(bindingValue(b, code, locals));
      }
      String constant = constants.allocate(method);
      impl.addField(planConstant(constant, locals, javadoc, query.indexName(), query.keyCondition(), query.filter(),
          names, placeholders, !query.scanIndexForward(), query.consistentRead() || repository.readsConsistently(method),
          query.projection() == null ? null : query.projection().expression(plan.names())));
      locals.require(m, constant);
      CodeBlock bound = CodeBlock.of("$L.bind($L)", constant, CodeBlock.join(values, ", "));
      int limit = Math.max(query.limit(), 0);
      if (query.kind() == DeclaredQueryPlan.Kind.COLLECTION_QUERY) {
        body.add(named(locals, CodeBlock.of(
            "return $T.ofNullable(this.operations.queryItemCollection($T.class, $L.query(), $L).getResult())",
            java.util.Optional.class, type, bound, limit > 0
                ? CodeBlock.of("$T.of($L)", PAGE_REQUEST, limit) : CodeBlock.of("$T.unpaged()", PAGE_REQUEST))));
      } else {
        // a Limit parameter overrides the annotation's limit, as on a derived method
        Parameter limitParameter = method.special(QueryMethod.Special.LIMIT);
        CodeBlock limitCode = limitParameter == null ? CodeBlock.of("$L", limit)
            : CodeBlock.of("$T.limit($L, $L)", EXECUTION, limit, limitParameter.name());
        body.addStatement("return $L", result(method, bound, limitCode, limit > 0 || limitParameter != null,
            method.special(QueryMethod.Special.SCROLL_POSITION), execution(query.projection())));
      }
    }
    return m.addCode(body.build()).build();
  }

  /**
   * The {@code static final QueryPlan} of one method: everything about its request but the argument
   * values, built once when the repository class initialises.
   */
  private static FieldSpec planConstant(String name, Locals locals, String javadoc, String indexName,
      String keyCondition, String filter, List<String> names, List<String> placeholders, boolean descending,
      boolean consistentRead, ProjectionPlan.Expression projection) {
    CodeBlock.Builder init = CodeBlock.builder().add("$T.of($S,\n", PLAN, locals.qualifiedName).indent().indent()
        .add("$L, $L, $L,\n", literal(indexName), literal(keyCondition), literal(filter));
    init.add("$L,\n$L", strings(names), strings(placeholders));
    for (Parameter p : locals.required) {
      init.add(", $S", p.name());
    }
    init.add(")").unindent().unindent();
    if (descending) {
      init.add(".descending()");
    }
    if (consistentRead) {
      init.add(".consistentRead()");
    }
    if (projection != null) {
      init.add("\n        .projecting($S$L)", projection.text(), projection.names().isEmpty() ? ""
          : CodeBlock.of(", $L", CodeBlock.join(alternating(projection.names()).stream()
              .map(n -> CodeBlock.of("$S", n)).toList(), ", ")));
    }
    return FieldSpec.builder(PLAN, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("$L\n", javadoc).initializer(init.build()).build();
  }

  /** {@code #name} placeholders and attribute names, alternating, as {@code QueryPlan.of} takes them. */
  private static List<String> alternating(Map<String, String> names) {
    List<String> result = new ArrayList<>();
    names.forEach((placeholder, attribute) -> {
      result.add(placeholder);
      result.add(attribute);
    });
    return result;
  }

  private static CodeBlock literal(String value) {
    return value == null ? CodeBlock.of("null") : CodeBlock.of("$S", value);
  }

  private static CodeBlock strings(List<String> values) {
    if (values.isEmpty()) {
      return CodeBlock.of("new $T[0]", String.class);
    }
    List<CodeBlock> items = new ArrayList<>();
    values.forEach(v -> items.add(CodeBlock.of("$S", v)));
    return CodeBlock.of("new $T[] {$L}", String.class, CodeBlock.join(items, ", "));
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
      TypeName type = b.comparedWith() == null ? null : b.comparedWith().mapping().javaType().box();
      if (type == null || type instanceof ParameterizedTypeName) {
        return CodeBlock.of("$T.spel($S, $L, $S)", ARGUMENTS, b.spel(), locals.method(), b.placeholder());
      }
      // a result of the compared property's type is converted like it, anything else by its Java type
      TypeMapping mapping = b.comparedWith().mapping();
      CodeBlock writer = ConversionCode.codec(mapping);
      if (writer == null) {
        String e = locals.names.newName("e");
        writer = CodeBlock.of("$L -> $L", e, code.write(mapping, CodeBlock.of("$L", e)));
      }
      return CodeBlock.of("$T.spel($S, $L, $S, $T.class, $L)", ARGUMENTS, b.spel(), locals.method(), b.placeholder(),
          type, writer);
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
    if (b.keyAttribute() != null) {
      // an item collection's key attribute: converted by the fold, as the entity that writes it stores it
      return CodeBlock.of("keyValueOf($S, $L)", b.keyAttribute(), argument);
    }
    if (b.comparedWith() != null && types.isAssignable(boxed(b.parameter().type()), boxed(b.comparedWith().type()))) {
      return code.write(b.comparedWith().mapping(), TypeName.get(b.parameter().type()), argument);
    }
    TypeMapping element = b.comparedWith() == null ? null : elementOf(b.comparedWith(), b.parameter().type());
    if (element != null) {
      return code.write(element, argument);
    }
    // compared with no property, or not of its type (a begins_with prefix, a size): its own Java type decides
    return CodeBlock.of("$T.toAttributeValue($L)", CONVERSIONS, argument);
  }

  /**
   * A PartiQL parameter: converted like the property its {@code ?} is compared with when its type is
   * that property's (an {@code AttributeValue} is sent as it is), else as it is, by its Java type.
   */
  private CodeBlock partiQlValue(DeclaredPlan.Binding b, ConversionCode code) {
    Parameter p = b.parameter();
    CodeBlock argument = CodeBlock.of("$L", p.name());
    if (b.comparedWith() == null || !types.isAssignable(boxed(p.type()), boxed(b.comparedWith().type()))) {
      return argument;
    }
    CodeBlock converted = code.write(b.comparedWith().mapping(), TypeName.get(p.type()), argument);
    return p.type().getKind().isPrimitive() ? converted : CodeBlock.of("$L == null ? null : $L", p.name(), converted);
  }

  /**
   * The element mapping of a collection property when the parameter is one of its elements (as in
   * {@code contains(#tags, :tag)}), else null.
   */
  private TypeMapping elementOf(PropertyModel property, javax.lang.model.type.TypeMirror parameter) {
    TypeMapping element = property.mapping() instanceof TypeMapping.ListOf list ? list.element()
        : property.mapping() instanceof TypeMapping.NativeSet set ? set.element() : null;
    if (element == null || !(property.type() instanceof DeclaredType declared)
        || declared.getTypeArguments().size() != 1) {
      return null;
    }
    return types.isAssignable(boxed(parameter), declared.getTypeArguments().get(0)) ? element : null;
  }

  private javax.lang.model.type.TypeMirror boxed(javax.lang.model.type.TypeMirror t) {
    return t.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) t).asType() : t;
  }

  /** How a query's result is returned, by the method's return kind (one switch for derived and declared). */
  private static CodeBlock result(QueryMethod method, CodeBlock bound, CodeBlock limit, boolean limiting,
      Parameter scroll, String execution) {
    return switch (method.returnKind()) {
      case LIST -> CodeBlock.of("this.$L.list($L, $L)", execution, bound, limit);
      case STREAM -> CodeBlock.of("this.$L.stream($L, $L)", execution, bound, limit);
      case OPTIONAL -> CodeBlock.of("this.$L.one($L, $L)", execution, bound, limiting);
      case SINGLE -> CodeBlock.of("this.$L.one($L, $L).orElse(null)", execution, bound, limiting);
      case WINDOW -> CodeBlock.of("this.$L.window($L, $L, $L)", execution, bound, limit,
          scroll == null ? "null" : scroll.name());
      case COUNT -> CodeBlock.of("this.$L.count($L)", execution, bound);
      case EXISTS -> CodeBlock.of("this.$L.exists($L)", execution, bound);
      default -> throw new IllegalStateException("unplanned return kind " + method.returnKind());
    };
  }

  /** What a method returning a projection reads, after its operation. */
  private static void projectionJavadoc(MethodSpec.Builder m, ProjectionPlan projection) {
    if (projection != null) {
      m.addJavadoc("Reads the projection {@link $T}: $L.\n", projection.model().className(),
          JavadocText.code(String.join(", ", projection.attributes())));
    }
  }

  /** The {@code QueryExecution} field a plan reads with: the entity's, or its projection's. */
  private static String execution(ProjectionPlan projection) {
    if (projection == null) {
      return QUERIES;
    }
    String mapper = projection.model().mapperName().simpleName();
    String number = mapper.substring(mapper.lastIndexOf("_Mapper") + "_Mapper".length()).replace("_", "");
    return QUERIES + "Of" + String.join("", projection.model().className().simpleNames()) + number;
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
    TypeName repositoryType = TypeName.get(types.erasure(repository.element().asType()));
    TypeSpec.Builder factory = TypeSpec.classBuilder(factoryName(repository))
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
            .addStatement("return new $T(operations)", repository.implName()).build());
    if (!repository.fragments().isEmpty()) {
      factory.addMethod(MethodSpec.methodBuilder("create").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
          .returns(repositoryType).addParameter(OPERATIONS, "operations").addParameter(FRAGMENTS, "fragments")
          .addStatement("return new $T(operations, fragments)", repository.implName()).build());
    }
    return factory.build();
  }

  /** The field holding the repository's {@code QueryExecution}. */
  private static final String QUERIES = "queries";

  /**
   * The names of the {@code QueryPlan} constants of one repository: from the method name
   * ({@code findByPk} becomes {@code FIND_BY_PK}), unique among overloads, and never a parameter
   * name of any method (a parameter would shadow the constant in that method's body).
   */
  private static final class Constants {
    private final UniqueNames names = new UniqueNames();

    Constants(Set<String> reserved) {
      reserved.forEach(names::newName);
      names.newName(QUERIES);
    }

    String allocate(QueryMethod method) {
      String camel = method.element().getSimpleName().toString();
      return names.newName(ConstantNames.of(camel));
    }
  }

  /**
   * The names a generated method declares, allocated after the user's parameter names so that a
   * parameter called {@code e} never collides with a lambda parameter; and the parameters its body
   * needs non-null, in first-use order, checked in one statement before the request is built.
   */
  private static final class Locals {
    final UniqueNames names = new UniqueNames();
    final String qualifiedName;
    final Set<Parameter> required = new LinkedHashSet<>();
    /** Whether the method's reads are strongly consistent ({@code @ConsistentRead}). */
    boolean consistentRead;

    Locals(QueryMethod queryMethod) {
      for (Parameter p : queryMethod.parameters()) {
        names.newName(p.name(), p);
      }
      qualifiedName = queryMethod.qualifiedName();
    }

    /** {@code Repository.method} as a literal, for runtime error messages. */
    CodeBlock method() {
      return CodeBlock.of("$S", qualifiedName);
    }

    /** {@code PLAN.require(a, b);} for the required parameters, first in the method. */
    void require(MethodSpec.Builder m, String plan) {
      if (!required.isEmpty()) {
        m.addStatement("$L.require($L)", plan, arguments());
      }
    }

    /** {@code QueryArguments.requireAll("Repo.m", "a, b", a, b);} for a method without a plan. */
    void requireAll(MethodSpec.Builder m) {
      if (!required.isEmpty()) {
        List<String> names = required.stream().map(Parameter::name).toList();
        m.addStatement("$T.requireAll($S, $S, $L)", ARGUMENTS, qualifiedName, String.join(", ", names), arguments());
      }
    }

    private CodeBlock arguments() {
      List<CodeBlock> args = new ArrayList<>();
      for (Parameter p : required) {
        // an array argument alone would be taken as the varargs array itself
        args.add(p.type().getKind() == javax.lang.model.type.TypeKind.ARRAY
            ? CodeBlock.of("($T) $L", Object.class, p.name()) : CodeBlock.of("$L", p.name()));
      }
      return CodeBlock.join(args, ", ");
    }
  }

  private MethodSpec method(RepositoryModel repository, EntityModel entity, QueryMethod method, AccessPlan plan,
      ProjectionPlan projection, ConversionCode code, Constants constants, TypeSpec.Builder type) {
    MethodSpec.Builder m = MethodSpec.overriding(method.element(), (DeclaredType) repository.element().asType(), types);
    m.addJavadoc("$L: $L.\n", plan.operation().display(), JavadocText.code(plan.reading()));
    projectionJavadoc(m, projection);
    Locals locals = new Locals(method);
    locals.consistentRead = repository.readsConsistently(method);
    CodeBlock.Builder body = CodeBlock.builder();
    if (plan.operation() == AccessPlan.Operation.GET_ITEM) {
      getItem(entity, method, plan, body, locals);
      locals.requireAll(m);
    } else {
      String constant = constants.allocate(method);
      query(entity, method, plan, projection, body, locals, code, constant, type);
      locals.require(m, constant);
    }
    return m.addCode(body.build()).build();
  }

  private void query(EntityModel entity, QueryMethod method, AccessPlan plan, ProjectionPlan projection,
      CodeBlock.Builder m, Locals locals, ConversionCode code, String constant, TypeSpec.Builder type) {
    ExpressionRenderer.Rendered rendered = ExpressionRenderer.render(plan);
    List<String> names = alternating(rendered.names());
    List<String> placeholders = new ArrayList<>();
    List<CodeBlock> values = new ArrayList<>();
    for (ExpressionRenderer.ValueBinding binding : rendered.values()) {
      placeholders.add(binding.placeholder());
      values.add(value(entity, binding.source(), code, locals));
    }
    StringBuilder filter = new StringBuilder();
    for (ExpressionRenderer.Fragment f : rendered.filter()) {
      if (f instanceof ExpressionRenderer.Text t) {
        filter.append(t.text());
        continue;
      }
      ExpressionRenderer.InList in = (ExpressionRenderer.InList) f;
      // the plan expands "(:p)" to "(:p_0, :p_1, ...)" for the list bound to the slot ":p"
      String list = in.name() + " IN (" + in.valuePrefix() + ")";
      filter.append(in.negated() ? "NOT (" + list + ")" : list);
      TypeMapping element = in.condition().property().leaf().mapping();
      CodeBlock writer = ConversionCode.codec(element);
      if (writer == null) {
        String e = locals.names.newName("e");
        writer = CodeBlock.of("$L -> $L", e, code.write(element, CodeBlock.of("$L", e)));
      }
      placeholders.add(in.valuePrefix());
      values.add(CodeBlock.of("$T.list($L, $L, $L, $S)", ARGUMENTS, in.parameter().name(), writer, locals.method(),
          in.parameter().name()));
    }
    type.addField(planConstant(constant, locals, plan.operation().display() + ": " + JavadocText.code(plan.reading()) + ".",
        plan.indexName(), rendered.keyCondition(), filter.length() == 0 ? null : filter.toString(), names,
        placeholders, Boolean.FALSE.equals(plan.scanIndexForward()), locals.consistentRead,
        projection == null ? null : projection.expression(rendered.names())));
    CodeBlock limit = plan.limitParameter() == null ? CodeBlock.of("$L", plan.top())
        : CodeBlock.of("$T.limit($L, $L)", EXECUTION, plan.top(), plan.limitParameter().name());
    boolean limiting = plan.top() > 0 || plan.limitParameter() != null;
    CodeBlock bound = CodeBlock.of("$L.bind($L)", constant, CodeBlock.join(values, ", "));
    m.addStatement("return $L", result(method, bound, limit, limiting, plan.scrollParameter(), execution(projection)));
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
    CodeBlock call = !locals.consistentRead
        ? CodeBlock.of("this.operations.findById($T.class, $L)", entity.className(), CodeBlock.join(key, ", "))
        : CodeBlock.of("this.operations.findById($T.class, $L$L, true)", entity.className(), CodeBlock.join(key, ", "),
            key.size() == 1 ? ", null" : "");
    m.add(named(locals, CodeBlock.of(
        method.returnKind() == QueryMethod.ReturnKind.SINGLE ? "return $L.orElse(null)" : "return $L", call)));
  }

  /**
   * {@code statement} under the method's name in observations, for a method that calls the template
   * itself (a {@code QueryExecution} names its own requests): {@code RepositoryMethod.enter/exit} around it.
   */
  private static CodeBlock named(Locals locals, CodeBlock statement) {
    String previous = locals.names.newName("previous");
    return CodeBlock.builder()
        .addStatement("$T $L = $T.enter($L)", String.class, previous, RuntimeTypes.REPOSITORY_METHOD, locals.method())
        .beginControlFlow("try")
        .addStatement("$L", statement)
        .nextControlFlow("finally")
        .addStatement("$T.exit($L)", RuntimeTypes.REPOSITORY_METHOD, previous)
        .endControlFlow()
        .build();
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
    return code.write(mapping, TypeName.get(a.parameter().type()), argument);
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

  /** The parameter itself, checked for null first when it is a reference ({@link Locals#required}). */
  private static CodeBlock required(Parameter p, Locals locals) {
    if (!p.type().getKind().isPrimitive()) {
      locals.required.add(p);
    }
    return CodeBlock.of("$L", p.name());
  }
}
