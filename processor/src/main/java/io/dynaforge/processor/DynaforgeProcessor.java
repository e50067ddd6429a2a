package io.dynaforge.processor;

import com.google.auto.service.AutoService;
import io.dynaforge.processor.codegen.AccessPatternReport;
import io.dynaforge.processor.codegen.GeneratedAnnotation;
import io.dynaforge.processor.codegen.RepositoryWriter;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.model.RepositoryReader;
import io.dynaforge.processor.query.PlannedRepository;
import io.dynaforge.processor.codegen.CollectionMapperWriter;
import io.dynaforge.processor.codegen.KeysWriter;
import io.dynaforge.processor.codegen.MapperWriter;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.CollectionViewModel;
import io.dynaforge.processor.model.CollectionViewReader;
import io.dynaforge.processor.model.DeferException;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.TypeMappingResolver;
import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.validation.CollectionViewValidator;
import io.dynaforge.processor.validation.EntityValidator;
import io.dynaforge.processor.validation.SecondaryIndexValidator;
import io.dynaforge.processor.validation.SharedTableValidator;
import io.dynaforge.processor.diagnostic.ValidationReport;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The Dynaforge annotation processor: a thin loop over steps. For each type it reads the model,
 * validates it into a {@link ValidationReport}, and only when the report is clean writes code.
 * A type that refers to something not generated yet is deferred to the next round; an unexpected
 * exception is reported on the type being processed; one bad type never stops the others.
 */
@AutoService(Processor.class)
public final class DynaforgeProcessor extends AbstractProcessor {

  static final String SERVICE_FILE = "META-INF/services/io.dynaforge.mapping.EntityMapper";
  static final String REPOSITORY_SERVICE_FILE = "META-INF/services/io.dynaforge.repository.RepositoryFactory";
  static final String COLLECTION_SERVICE_FILE = "META-INF/services/io.dynaforge.mapping.ItemCollectionMapper";

  private EntityReader reader;
  private EntityValidator entityValidator;
  private MapperWriter mapperWriter;
  private KeysWriter keysWriter;
  private RepositoryReader repositoryReader;
  private RepositoryStep repositoryStep;
  private RepositoryWriter repositoryWriter;

  /**
   * Types to retry next round, by qualified name (elements are not reused across rounds), with what
   * they were waiting for: reported at the last round if it never appeared.
   */
  private final Map<String, String> deferred = new LinkedHashMap<>();
  /** Repository interfaces to retry next round, likewise. */
  private final Map<String, String> deferredRepositories = new LinkedHashMap<>();
  /** Nested (non-@Table) types whose mapper still has to be written. */
  private final Deque<TypeElement> nestedQueue = new ArrayDeque<>();
  /** Nested types already read: null when usable, else why not. */
  private final Map<String, String> nestedProblems = new HashMap<>();
  /** Mappers written (or being written) in this compilation. */
  private final Set<String> written = new HashSet<>();
  /** The views written, with their tables resolved, by qualified name: what view repositories read. */
  private final Map<String, EntityModel> views = new HashMap<>();
  /** The item-collection views written, with their tables resolved, by qualified name. */
  private final Map<String, CollectionViewModel> collections = new HashMap<>();
  private final Map<String, String> deferredCollections = new LinkedHashMap<>();
  /** ServiceLoader registrations of item-collection folds, sorted. */
  private final Set<String> collectionEntries = new TreeSet<>();
  private CollectionViewReader collectionReader;
  private final CollectionViewValidator collectionValidator = new CollectionViewValidator();
  private CollectionMapperWriter collectionWriter;

  /** The @Table entities read this compilation, by qualified name: repositories reuse them (read once). */
  private final Map<String, EntityModel> tables = new HashMap<>();
  /** Entities and views with errors (reported on them): their repositories are not implemented. */
  private final Set<String> invalidModels = new HashSet<>();
  /** Views to retry next round, by qualified name, with what they waited for. */
  private final Map<String, String> deferredViews = new LinkedHashMap<>();
  /** The key attributes of every entity and view written, for the checks across a table. */
  private final java.util.List<SecondaryIndexValidator.TableKeys> tableKeys = new java.util.ArrayList<>();
  private final SecondaryIndexValidator indexValidator = new SecondaryIndexValidator();

  /** Every @Table entity written in this compilation, for the checks across a shared table. */
  private final java.util.List<SharedTableValidator.TableEntity> tableEntities = new java.util.ArrayList<>();

  /** ServiceLoader registrations of mappers, sorted so the file is deterministic. */
  private final Set<String> serviceEntries = new TreeSet<>();
  /** ServiceLoader registrations of repository factories (the build-time repository index), sorted. */
  private final Set<String> repositoryEntries = new TreeSet<>();

  /** Runs before each type's step; a seam for tests of the processor's own failure handling. */
  private final java.util.function.Consumer<TypeElement> beforeStep;

  /** The processor as javac's ServiceLoader creates it. */
  public DynaforgeProcessor() {
    this(type -> {});
  }

  DynaforgeProcessor(java.util.function.Consumer<TypeElement> beforeStep) {
    this.beforeStep = beforeStep;
  }

  @Override
  public synchronized void init(ProcessingEnvironment env) {
    super.init(env);
    TypeMappingResolver resolver = new TypeMappingResolver(this::nestedProblem, env.getTypeUtils());
    reader = new EntityReader(env.getElementUtils(), env.getTypeUtils(), resolver);
    entityValidator = new EntityValidator(env.getTypeUtils());
    GeneratedAnnotation generated = new GeneratedAnnotation(env.getElementUtils());
    mapperWriter = new MapperWriter(generated);
    keysWriter = new KeysWriter(generated);
    repositoryReader = new RepositoryReader(env.getElementUtils(), env.getTypeUtils());
    repositoryStep = new RepositoryStep(env.getTypeUtils());
    collectionReader = new CollectionViewReader(reader);
    collectionWriter = new CollectionMapperWriter(generated);
    repositoryWriter = new RepositoryWriter(generated, env.getTypeUtils());
  }

  /**
   * Every type: repository interfaces carry no annotation of ours, so the processor looks at all root
   * types. It claims nothing, so other processors still see everything.
   */
  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  /** {@code dynaforge.namedQueries}: the named-queries resource, for builds that do not put it in the class output. */
  static final String NAMED_QUERIES_OPTION = "dynaforge.namedQueries";
  static final String DEFAULT_NAMED_QUERIES = "META-INF/dynamodb-named-queries.properties";
  static final String ENABLE_REPOSITORIES = "io.dynaforge.config.EnableDynamoDbRepositories";

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(NAMED_QUERIES_OPTION);
  }

  private boolean namedQueriesRead;

  /**
   * Reads the named queries once: the resource @EnableDynamoDbRepositories names (or the processor
   * option, or the default), through the Filer's class output, where Maven copies resources before
   * compiling; and the query lookup strategy.
   */
  private void readNamedQueries(RoundEnvironment round) {
    if (namedQueriesRead) {
      return;
    }
    namedQueriesRead = true;
    String location = processingEnv.getOptions().getOrDefault(NAMED_QUERIES_OPTION, DEFAULT_NAMED_QUERIES);
    String strategy = "CREATE_IF_NOT_FOUND";
    TypeElement enable = processingEnv.getElementUtils().getTypeElement(ENABLE_REPOSITORIES);
    if (enable != null) {
      for (Element e : round.getElementsAnnotatedWith(enable)) {
        AnnotationMirror mirror = Annotations.find(e, ENABLE_REPOSITORIES).orElse(null);
        if (mirror == null) {
          continue;
        }
        if (Annotations.explicitValue(mirror, "namedQueriesLocation") != null) {
          location = Annotations.string(mirror, "namedQueriesLocation");
        }
        strategy = Annotations.string(mirror, "queryLookupStrategy");
      }
    }
    location = location.startsWith("classpath:") ? location.substring("classpath:".length()) : location;
    location = location.startsWith("/") ? location.substring(1) : location;
    java.util.Properties queries = new java.util.Properties();
    for (StandardLocation where : List.of(StandardLocation.CLASS_OUTPUT, StandardLocation.CLASS_PATH)) {
      try {
        FileObject resource = processingEnv.getFiler().getResource(where, "", location);
        try (java.io.Reader in = resource.openReader(true)) {
          queries.load(in);
        }
        break;
      } catch (IOException | IllegalArgumentException absent) {
        // not there: try the class path (a resource of another module), else no named queries
      }
    }
    repositoryStep.namedQueries(new RepositoryStep.NamedQueries(queries, strategy));
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    Set<TypeElement> entities = retry(deferred);
    TypeElement table = processingEnv.getElementUtils().getTypeElement(Names.TABLE);
    if (table != null) {
      for (Element element : inNameOrder(round.getElementsAnnotatedWith(table))) {
        if (element instanceof TypeElement type) {
          entities.add(type);
        }
      }
    }
    Set<TypeElement> views = retry(deferredViews);
    TypeElement secondaryIndex = processingEnv.getElementUtils().getTypeElement(Names.SECONDARY_INDEX);
    if (secondaryIndex != null) {
      for (Element element : inNameOrder(round.getElementsAnnotatedWith(secondaryIndex))) {
        if (element instanceof TypeElement type && !Annotations.has(type, Names.TABLE)
            && !Annotations.has(type, Names.ITEM_COLLECTION_VIEW)) {
          views.add(type);
        }
      }
    }
    Set<TypeElement> collectionViews = retry(deferredCollections);
    TypeElement itemCollectionView = processingEnv.getElementUtils().getTypeElement(Names.ITEM_COLLECTION_VIEW);
    if (itemCollectionView != null) {
      for (Element element : inNameOrder(round.getElementsAnnotatedWith(itemCollectionView))) {
        if (element instanceof TypeElement type && !Annotations.has(type, Names.TABLE)) {
          collectionViews.add(type);
        }
      }
    }
    readNamedQueries(round);
    Set<TypeElement> repositories = retry(deferredRepositories);
    collectRepositories(inNameOrder(round.getRootElements()), repositories);
    for (TypeElement entity : entities) {
      step(entity, deferred, () -> processEntity(entity));
    }
    for (TypeElement view : views) {
      step(view, deferredViews, () -> processView(view));
    }
    for (TypeElement view : collectionViews) {
      step(view, deferredCollections, () -> processCollectionView(view));
    }
    for (TypeElement repository : repositories) {
      step(repository, deferredRepositories, () -> processRepository(repository));
    }
    while (!nestedQueue.isEmpty()) {
      TypeElement nested = nestedQueue.poll();
      step(nested, deferred, () -> processNested(nested));
    }
    if (round.processingOver()) {
      reportUnprocessed(deferred);
      reportUnprocessed(deferredRepositories);
      reportUnprocessed(deferredViews);
      reportUnprocessed(deferredCollections);
      ValidationReport indexes = new ValidationReport();
      indexValidator.validateTables(tableKeys, processingEnv.getElementUtils()::getTypeElement, indexes);
      indexes.printTo(processingEnv.getMessager());
      ValidationReport shared = new ValidationReport();
      new SharedTableValidator().validate(tableEntities, processingEnv.getElementUtils()::getTypeElement, shared);
      shared.printTo(processingEnv.getMessager());
      writeServiceFile(SERVICE_FILE, serviceEntries);
      writeServiceFile(REPOSITORY_SERVICE_FILE, repositoryEntries);
      writeServiceFile(COLLECTION_SERVICE_FILE, collectionEntries);
    }
    return false;
  }

  /**
   * A round's elements in the order of their names: javac answers them in source order, ecj in hash
   * order, and what the processor reports (which of two conflicting views gets the error) and writes
   * must not depend on the compiler.
   */
  private static Set<Element> inNameOrder(Set<? extends Element> elements) {
    Set<Element> sorted = new java.util.TreeSet<>(java.util.Comparator.comparing(DynaforgeProcessor::sortName));
    sorted.addAll(elements);
    return sorted;
  }

  private static String sortName(Element e) {
    return e instanceof TypeElement t ? t.getQualifiedName().toString() : e.getKind() + " " + e;
  }

  /** The deferred types that exist now, taken out of {@code waiting}. */
  private Set<TypeElement> retry(Map<String, String> waiting) {
    Set<TypeElement> types = new LinkedHashSet<>();
    for (String name : waiting.keySet()) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
      if (type != null) {
        types.add(type);
      }
    }
    waiting.clear();
    return types;
  }

  /** Nothing deferred is silently dropped: at the last round, each type still waiting is an error. */
  private void reportUnprocessed(Map<String, String> waiting) {
    waiting.forEach((name, missing) -> {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
      String message = DiagnosticId.UNPROCESSED_TYPE.format(name, missing);
      if (type != null) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, type);
      } else {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message);
      }
    });
    waiting.clear();
  }

  private void step(TypeElement type, Map<String, String> deferTo, Runnable work) {
    try {
      beforeStep.accept(type);
      work.run();
    } catch (DeferException e) {
      deferTo.put(type.getQualifiedName().toString(), e.getMessage());
    } catch (RuntimeException | LinkageError e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          DiagnosticId.INTERNAL_ERROR.format(type.getQualifiedName(), describe(e)), type);
    }
  }

  private static String describe(Throwable e) {
    StackTraceElement top = e.getStackTrace().length == 0 ? null : e.getStackTrace()[0];
    return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + String.valueOf(e.getMessage()))
        + (top == null ? "" : " at " + top);
  }

  private void processEntity(TypeElement type) {
    AnnotationMirror tableAnnotation = Annotations.find(type, Names.TABLE).orElseThrow();
    EntityModel model = reader.read(type, tableAnnotation);
    ValidationReport report = entityValidator.validate(model);
    tables.put(type.getQualifiedName().toString(), model);
    if (report.hasErrors()) {
      invalidModels.add(type.getQualifiedName().toString());
    }
    report.printTo(processingEnv.getMessager());
    if (!report.hasErrors()) {
      write(model);
      serviceEntries.add(model.mapperName().reflectionName());
      tableEntities.add(SharedTableValidator.TableEntity.of(model));
      tableKeys.add(SecondaryIndexValidator.TableKeys.of(model));
    }
  }

  /**
   * A {@code @SecondaryIndex} view: its table is the one all @Table entities of the compilation use,
   * unless it names one; then the entity checks, the view checks, and its mapper.
   */
  private void processView(TypeElement type) {
    EntityModel model = reader.read(type, null);
    ValidationReport report = new ValidationReport();
    if (model.tableName() == null) {
      String table = oneTable(type, model.index().annotation(), "@SecondaryIndex", report);
      model = table == null ? model : model.withTableName(table);
    }
    for (ValidationReport.Problem p : entityValidator.validate(model).problems()) {
      report.add(p);
    }
    indexValidator.validateView(model, report);
    report.printTo(processingEnv.getMessager());
    views.put(type.getQualifiedName().toString(), model);
    if (report.hasErrors()) {
      invalidModels.add(type.getQualifiedName().toString());
    } else {
      write(model);
      serviceEntries.add(model.mapperName().reflectionName());
      tableKeys.add(SecondaryIndexValidator.TableKeys.of(model));
    }
  }

  /** An {@code @ItemCollectionView}: its table resolved like a view's, its checks, and its fold. */
  private void processCollectionView(TypeElement type) {
    CollectionViewModel model = collectionReader.read(type);
    ValidationReport report = new ValidationReport();
    if (model.tableName() == null) {
      String table = oneTable(type, model.annotation(), "@ItemCollectionView", report);
      model = table == null ? model : model.withTableName(table);
    }
    for (ValidationReport.Problem p : entityValidator.validate(model.view()).problems()) {
      report.add(p);
    }
    collectionValidator.validate(model, report);
    report.printTo(processingEnv.getMessager());
    collections.put(type.getQualifiedName().toString(), model);
    if (report.hasErrors()) {
      invalidModels.add(type.getQualifiedName().toString());
      return;
    }
    try {
      collectionWriter.write(model).writeTo(processingEnv.getFiler());
      collectionEntries.add(model.mapperName().reflectionName());
    } catch (IOException e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, DiagnosticId.INTERNAL_ERROR.format(
          type.getQualifiedName(), "cannot write " + model.mapperName() + ": " + String.valueOf(e.getMessage())), type);
    }
  }

  /**
   * The one table all @Table entities of the compilation use, for a view that names none; reports
   * (and returns null) when there are several or none.
   */
  /** Whether an entity has errors: known from its own step, or validated now (it is in another module). */
  private boolean invalid(EntityModel entity) {
    String name = entity.element().getQualifiedName().toString();
    return invalidModels.contains(name)
        || !tables.containsKey(name) && entityValidator.validate(entity).hasErrors();
  }

  private String oneTable(TypeElement view, AnnotationMirror annotation, String kind, ValidationReport report) {
    Set<String> tables = new TreeSet<>();
    tableEntities.forEach(e -> tables.add(e.tableName()));
    if (tables.size() == 1) {
      return tables.iterator().next();
    }
    report.report(DiagnosticId.VIEW_TABLE_REQUIRED, view, annotation, kind, view.getSimpleName(),
        tables.isEmpty() ? "no @Table entity of this compilation declares a table"
            : "the @Table entities of this compilation use the tables " + String.join(", ", tables), kind);
    return null;
  }

  private void collectRepositories(Set<? extends Element> elements, Set<TypeElement> into) {
    for (Element element : elements) {
      if (element instanceof TypeElement type) {
        if (repositoryReader.isImplemented(type)) {
          into.add(type);
        }
        collectRepositories(new LinkedHashSet<>(type.getEnclosedElements()), into);
      }
    }
  }

  private void processRepository(TypeElement type) {
    RepositoryModel model = repositoryReader.read(type,
        entity -> {
          EntityModel read = tables.get(entity.getQualifiedName().toString());
          return read != null ? read : reader.read(entity, Annotations.find(entity, Names.TABLE).orElseThrow());
        },
        view -> {
          EntityModel written = views.get(view.getQualifiedName().toString());
          if (written == null) {
            throw new DeferException(view.getQualifiedName() + " (its view is not processed yet)");
          }
          return written;
        },
        collection -> {
          CollectionViewModel written = collections.get(collection.getQualifiedName().toString());
          if (written == null) {
            throw new DeferException(collection.getQualifiedName() + " (its item-collection view is not processed yet)");
          }
          return written;
        },
        nested -> reader.read(nested, null));
    if (model.entity() != null && model.view()
        && invalidModels.contains(model.entity().element().getQualifiedName().toString())
        || model.collection() != null && invalidModels.contains(model.collection().element().getQualifiedName().toString())) {
      return; // the view's own errors are reported on it
    }
    if (model.entity() != null && !model.view() && invalid(model.entity())) {
      return; // the entity's own errors are reported on it; its mapper does not exist
    }
    ValidationReport report = new ValidationReport();
    PlannedRepository planned = repositoryStep.run(model, report);
    report.printTo(processingEnv.getMessager());
    if (planned == null) {
      return;
    }
    try {
      repositoryWriter.write(planned).writeTo(processingEnv.getFiler());
      repositoryEntries.add(RepositoryWriter.factoryName(model).reflectionName());
      FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "",
          AccessPatternReport.path(model), type);
      try (Writer out = file.openWriter()) {
        out.write(AccessPatternReport.json(planned));
      }
    } catch (IOException e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          DiagnosticId.INTERNAL_ERROR.format(type.getQualifiedName(), "cannot write its implementation: " + String.valueOf(e.getMessage())),
          type);
    }
  }

  private void processNested(TypeElement type) {
    EntityModel model = reader.read(type, null);
    ValidationReport report = entityValidator.validate(model);
    report.printTo(processingEnv.getMessager());
    if (!report.hasErrors()) {
      write(model);
    }
  }

  /**
   * Whether a project type can be stored as a nested map. Reads it once; queues its mapper for
   * generation unless it already exists (another module) or it is a {@code @Table} entity (whose
   * mapper serves for nesting too).
   */
  private String nestedProblem(TypeElement type) {
    String name = type.getQualifiedName().toString();
    if (nestedProblems.containsKey(name)) {
      return nestedProblems.get(name);
    }
    nestedProblems.put(name, null); // a cycle back to this type is fine
    String mapperName = TypeMappingResolver.mapperName(com.palantir.javapoet.ClassName.get(type)).canonicalName();
    if (Annotations.has(type, Names.TABLE)
        || processingEnv.getElementUtils().getTypeElement(mapperName) != null) {
      return null;
    }
    EntityModel model = reader.read(type, null);
    String problem = null;
    if (model.instantiationProblem() != null) {
      problem = type.getSimpleName() + " cannot be instantiated because " + model.instantiationProblem();
    } else if (model.properties().isEmpty()) {
      problem = type.getSimpleName() + " has no mappable property";
    } else if (model.construction() == null) {
      problem = type.getSimpleName() + " has no usable constructor";
    }
    nestedProblems.put(name, problem);
    if (problem == null) {
      nestedQueue.add(type);
    }
    return problem;
  }

  private void write(EntityModel model) {
    String name = model.mapperName().canonicalName();
    if (!written.add(name)) {
      return;
    }
    try {
      mapperWriter.write(model).writeTo(processingEnv.getFiler());
      if (!model.templates().isEmpty()) {
        keysWriter.write(model).writeTo(processingEnv.getFiler());
      }
    } catch (IOException e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          DiagnosticId.INTERNAL_ERROR.format(model.className(), "cannot write " + name + ": " + String.valueOf(e.getMessage())),
          model.element());
    }
  }

  private void writeServiceFile(String path, Set<String> entries) {
    if (entries.isEmpty()) {
      return;
    }
    try {
      FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", path);
      try (Writer out = file.openWriter()) {
        for (String entry : entries) {
          out.write(entry);
          out.write('\n');
        }
      }
    } catch (IOException e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          DiagnosticId.INTERNAL_ERROR.format(path, String.valueOf(e.getMessage())));
    }
  }

}
