package io.dynaforge.processor;

import com.google.auto.service.AutoService;
import io.dynaforge.processor.codegen.AccessPatternReport;
import io.dynaforge.processor.codegen.GeneratedAnnotation;
import io.dynaforge.processor.codegen.RepositoryWriter;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.model.RepositoryReader;
import io.dynaforge.processor.query.PropertyResolver;
import io.dynaforge.processor.query.QueryPlanner;
import io.dynaforge.processor.validation.RepositoryValidator;
import io.dynaforge.processor.codegen.KeysWriter;
import io.dynaforge.processor.codegen.MapperWriter;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.DeferException;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.TypeMappingResolver;
import io.dynaforge.processor.validation.DiagnosticId;
import io.dynaforge.processor.validation.EntityValidator;
import io.dynaforge.processor.validation.ValidationReport;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
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

  private EntityReader reader;
  private EntityValidator entityValidator;
  private MapperWriter mapperWriter;
  private KeysWriter keysWriter;
  private RepositoryReader repositoryReader;
  private RepositoryValidator repositoryValidator;
  private RepositoryWriter repositoryWriter;

  /** Types to retry next round, by qualified name (elements are not reused across rounds). */
  private final Set<String> deferred = new LinkedHashSet<>();
  /** Repository interfaces to retry next round. */
  private final Set<String> deferredRepositories = new LinkedHashSet<>();
  /** Nested (non-@Table) types whose mapper still has to be written. */
  private final Deque<TypeElement> nestedQueue = new ArrayDeque<>();
  /** Nested types already read: null when usable, else why not. */
  private final Map<String, String> nestedProblems = new HashMap<>();
  /** Mappers written (or being written) in this compilation. */
  private final Set<String> written = new HashSet<>();
  /** ServiceLoader registrations, sorted so the file is deterministic. */
  private final Set<String> serviceEntries = new TreeSet<>();

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
    TypeMappingResolver resolver = new TypeMappingResolver(this::nestedProblem);
    reader = new EntityReader(env.getElementUtils(), env.getTypeUtils(), resolver);
    entityValidator = new EntityValidator(env.getTypeUtils());
    GeneratedAnnotation generated = new GeneratedAnnotation(env.getElementUtils());
    mapperWriter = new MapperWriter(generated);
    keysWriter = new KeysWriter(generated);
    repositoryReader = new RepositoryReader(env.getElementUtils(), env.getTypeUtils());
    PropertyResolver properties = new PropertyResolver(type -> reader.read(type, null));
    repositoryValidator = new RepositoryValidator(env.getTypeUtils(),
        new QueryPlanner(env.getTypeUtils(), properties));
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

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    Set<TypeElement> entities = new LinkedHashSet<>();
    for (String name : deferred) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
      if (type != null) {
        entities.add(type);
      }
    }
    deferred.clear();
    TypeElement table = processingEnv.getElementUtils().getTypeElement(Names.TABLE);
    if (table != null) {
      for (Element element : round.getElementsAnnotatedWith(table)) {
        if (element instanceof TypeElement type) {
          entities.add(type);
        }
      }
    }
    Set<TypeElement> repositories = new LinkedHashSet<>();
    for (String name : deferredRepositories) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
      if (type != null) {
        repositories.add(type);
      }
    }
    deferredRepositories.clear();
    collectRepositories(round.getRootElements(), repositories);
    for (TypeElement entity : entities) {
      step(entity, () -> processEntity(entity));
    }
    for (TypeElement repository : repositories) {
      try {
        processRepository(repository);
      } catch (DeferException e) {
        deferredRepositories.add(repository.getQualifiedName().toString());
      } catch (RuntimeException | LinkageError e) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
            DiagnosticId.INTERNAL_ERROR.format(repository.getQualifiedName(), describe(e)), repository);
      }
    }
    while (!nestedQueue.isEmpty()) {
      TypeElement nested = nestedQueue.poll();
      step(nested, () -> processNested(nested));
    }
    if (round.processingOver()) {
      writeServiceFile();
    }
    return false;
  }

  private void step(TypeElement type, Runnable work) {
    try {
      beforeStep.accept(type);
      work.run();
    } catch (DeferException e) {
      deferred.add(type.getQualifiedName().toString());
    } catch (RuntimeException | LinkageError e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          DiagnosticId.INTERNAL_ERROR.format(type.getQualifiedName(), describe(e)), type);
    }
  }

  private static String describe(Throwable e) {
    StackTraceElement top = e.getStackTrace().length == 0 ? null : e.getStackTrace()[0];
    return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage())
        + (top == null ? "" : " at " + top);
  }

  private void processEntity(TypeElement type) {
    AnnotationMirror tableAnnotation = Annotations.find(type, Names.TABLE).orElseThrow();
    EntityModel model = reader.read(type, tableAnnotation);
    ValidationReport report = entityValidator.validate(model);
    report.printTo(processingEnv.getMessager());
    if (!report.hasErrors()) {
      write(model);
      serviceEntries.add(model.mapperName().reflectionName());
    }
  }

  private void collectRepositories(Set<? extends Element> elements, Set<TypeElement> into) {
    for (Element element : elements) {
      if (element instanceof TypeElement type) {
        if (repositoryReader.repositorySupertype(type) != null) {
          into.add(type);
        }
        collectRepositories(new LinkedHashSet<>(type.getEnclosedElements()), into);
      }
    }
  }

  private void processRepository(TypeElement type) {
    RepositoryModel model = repositoryReader.read(type, entity ->
        reader.read(entity, Annotations.find(entity, Names.TABLE).orElseThrow()));
    if (model.entity() != null && entityValidator.validate(model.entity()).hasErrors()) {
      return; // the entity's own errors are reported on it; its mapper does not exist
    }
    RepositoryValidator.Outcome outcome = repositoryValidator.validate(model);
    outcome.report().printTo(processingEnv.getMessager());
    if (outcome.planned() == null) {
      return;
    }
    try {
      repositoryWriter.write(outcome.planned()).writeTo(processingEnv.getFiler());
      FileObject report = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "",
          AccessPatternReport.path(model), type);
      try (Writer out = report.openWriter()) {
        out.write(AccessPatternReport.json(outcome.planned()));
      }
    } catch (IOException e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          DiagnosticId.INTERNAL_ERROR.format(type.getQualifiedName(), "cannot write its implementation: " + e.getMessage()),
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
          DiagnosticId.INTERNAL_ERROR.format(model.className(), "cannot write " + name + ": " + e.getMessage()),
          model.element());
    }
  }

  private void writeServiceFile() {
    if (serviceEntries.isEmpty()) {
      return;
    }
    try {
      FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", SERVICE_FILE);
      try (Writer out = file.openWriter()) {
        for (String entry : serviceEntries) {
          out.write(entry);
          out.write('\n');
        }
      }
    } catch (IOException e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          DiagnosticId.INTERNAL_ERROR.format(SERVICE_FILE, e.getMessage()));
    }
  }
}
