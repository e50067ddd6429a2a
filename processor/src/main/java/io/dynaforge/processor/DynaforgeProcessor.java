package io.dynaforge.processor;

import com.google.auto.service.AutoService;
import io.dynaforge.processor.codegen.AttributesWriter;
import io.dynaforge.processor.codegen.CollectionMapperWriter;
import io.dynaforge.processor.codegen.DispatcherWriter;
import io.dynaforge.processor.codegen.GeneratedAnnotation;
import io.dynaforge.processor.codegen.KeysWriter;
import io.dynaforge.processor.codegen.MapperWriter;
import io.dynaforge.processor.codegen.RepositoryPolicy;
import io.dynaforge.processor.codegen.RepositoryWriter;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.CollectionViewReader;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.RepositoryReader;
import io.dynaforge.processor.model.TypeMappingResolver;
import io.dynaforge.processor.validation.EntityValidator;
import io.dynaforge.processor.validation.SecondaryIndexValidator;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The Dynaforge annotation processor: a thin loop over steps.
 *
 * <h2>The pipeline</h2>
 * Each round, the {@link StepLoop} runs these {@link Step}s in this order, each over the types it
 * deferred in an earlier round and the round's new ones; one type at a time, each step reads the
 * model ({@code model/}), validates it into a {@link ValidationReport} ({@code validation/}), and only
 * when the report has no error writes code ({@code codegen/}):
 * <ol>
 *   <li>{@link EntityStep}: {@code @Table} entities; {@code <Entity>_Mapper} and {@code _Keys}.</li>
 *   <li>{@link SecondaryIndexStep}: {@code @SecondaryIndex} views; their table from {@link ViewTables},
 *       their mapper.</li>
 *   <li>{@link ItemCollectionStep}: {@code @ItemCollectionView}s; their table likewise, their fold, whose key
 *       values go through the key codec of the table's entity that writes each key attribute (this
 *       compilation's, or one an earlier compilation of the output registered: {@link EarlierEntities}).</li>
 *   <li>{@link RepositoryInterfaceStep}: repository interfaces over the models the steps before read
 *       ({@link Models}; views of other modules from their class files, {@link ClassPathViews}), planned by {@link RepositoryStep} ({@code query/}: parse, resolve, plan),
 *       then {@code <Repository>_Impl}; the named queries come from {@link NamedQueriesReader}.</li>
 *   <li>{@link StreamHandlerStep}: {@code @StreamHandler} classes, checked against their table's entities
 *       and stream; their {@code <Handler>_Dispatcher}.</li>
 *   <li>{@link NestedTypeStep}: the types stored as nested maps that reading the others found; their
 *       mappers.</li>
 * </ol>
 * A type that refers to something that does not exist yet (generated later by us or by another
 * processor, such as Lombok) is deferred to the next round; an unexpected exception is reported on the
 * type being processed; one bad type never stops the others. Only completed reads are kept.
 *
 * <p>At the last round the loop reports every type still deferred ({@code [Dynaforge/UnprocessedType]}),
 * {@link TableChecks} runs the checks across each table's entities and views (key types and index
 * limits, shared tables, view keys that no entity writes), and {@link GeneratedResources} writes the
 * resources that list types (ServiceLoader files, the repository index), merged with the ones the
 * output already holds so that an incremental build keeps what it did not recompile, the
 * access-pattern reports, and the CloudFormation template of the compilation's tables
 * ({@link CloudFormationTemplate}: planned by {@link TableSchemas}, written by
 * {@code CloudFormationWriter}), with the {@link TableFacts} it was planned from ({@link TableFactsFile}):
 * an incremental build takes the tables of what it did not recompile from there ({@link EarlierTables})
 * instead of reading every earlier entity and view again. Each repository's least-privilege IAM
 * policy ({@link RepositoryPolicies}) goes to its own file as it is implemented, and at the last round
 * into the template, with the tables it uses; {@link ServicePolicy} writes their union, with what the
 * stream consumers of the {@code @StreamHandler}s and their checkpoint table need, as one policy. With {@code -Adynaforge.schemaHistory=<folder>},
 * {@link SchemaHistory} then compares each table's model with its history file and rewrites it.
 */
@AutoService(Processor.class)
public final class DynaforgeProcessor extends AbstractProcessor {

  private final Models models = new Models();
  private final SecondaryIndexValidator indexValidator = new SecondaryIndexValidator();
  private StepLoop loop;
  private GeneratedResources resources;
  private NamedQueriesReader namedQueriesReader;
  private RepositoryStep repositoryPlanning;
  private boolean namedQueriesRead;
  private TableChecks tableChecks;
  private TableEncryption tableEncryption;
  private CloudFormationTemplate cloudFormation;
  private SchemaHistory schemaHistory;
  private RepositoryPolicies policies;
  private ServicePolicy servicePolicy;

  /** Runs before each type's step; a seam for tests of the processor's own failure handling. */
  private final Consumer<TypeElement> beforeStep;

  /** The processor as javac's ServiceLoader creates it. */
  public DynaforgeProcessor() {
    this(type -> {});
  }

  DynaforgeProcessor(Consumer<TypeElement> beforeStep) {
    this.beforeStep = beforeStep;
  }

  @Override
  public synchronized void init(ProcessingEnvironment env) {
    super.init(env);
    Elements elements = env.getElementUtils();
    Filer filer = env.getFiler();
    Messager messager = env.getMessager();
    EntityValidator entityValidator = new EntityValidator(env.getTypeUtils());
    GeneratedAnnotation generated = new GeneratedAnnotation(elements);
    MapperFiles mappers = new MapperFiles(new MapperWriter(generated), new KeysWriter(generated),
        new AttributesWriter(generated), filer, messager);
    resources = new GeneratedResources(filer, elements, messager);
    NestedTypeStep nested = new NestedTypeStep(elements, messager, entityValidator, mappers, models);
    EntityReader reader = new EntityReader(elements, env.getTypeUtils(),
        new TypeMappingResolver(nested, env.getTypeUtils()));
    nested.reader(reader);
    CollectionViewReader collectionReader = new CollectionViewReader(reader);
    ViewTables viewTables = new ViewTables(models, elements,
        () -> resources.earlierEntries(GeneratedResources.ENTITY_MAPPERS));
    EarlierEntities earlierEntities = new EarlierEntities(viewTables, reader);
    ClassPathViews classPathViews = new ClassPathViews(elements, reader, collectionReader, models);
    EarlierTables earlierTables = new EarlierTables(resources, elements, models, viewTables, earlierEntities,
        classPathViews);
    tableChecks = new TableChecks(models, indexValidator, earlierTables, elements, messager);
    tableEncryption = new TableEncryption(models, resources, messager, elements);
    repositoryPlanning = new RepositoryStep(env.getTypeUtils());
    namedQueriesReader = new NamedQueriesReader(elements, filer, env.getOptions());
    cloudFormation = new CloudFormationTemplate(models, earlierTables, resources,
        RepositoryPolicies.kmsKeyArn(env.getOptions()));
    schemaHistory = new SchemaHistory(env.getOptions(), models, earlierTables, viewTables, earlierEntities, reader,
        elements, messager, SchemaHistory.writes(env));
    policies = new RepositoryPolicies(resources, elements, models, RepositoryPolicies.kmsKeyArn(env.getOptions()));
    servicePolicy = new ServicePolicy(resources, elements, models, env.getOptions());
    loop = new StepLoop(List.of(
        new EntityStep(elements, messager, reader, entityValidator, mappers, models, resources),
        new SecondaryIndexStep(elements, messager, reader, entityValidator, indexValidator, viewTables, mappers,
            models, resources),
        new ItemCollectionStep(elements, filer, messager, collectionReader, earlierEntities, entityValidator,
            new CollectionMapperWriter(generated), viewTables, models, resources),
        new RepositoryInterfaceStep(filer, messager, new RepositoryReader(elements, env.getTypeUtils()), reader,
            entityValidator, repositoryPlanning, new RepositoryWriter(generated, env.getTypeUtils()), models,
            resources, classPathViews, policies),
        new StreamHandlerStep(elements, filer, messager, models, new DispatcherWriter(generated),
            servicePolicy),
        nested), elements, messager, beforeStep);
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
  public Set<String> getSupportedOptions() {
    return Set.of(NamedQueriesReader.NAMED_QUERIES_OPTION, SchemaHistory.FOLDER_OPTION, SchemaHistory.ACCEPT_OPTION,
        ServicePolicy.CHECKPOINT_TABLE_OPTION, RepositoryPolicies.KMS_KEY_ARN_OPTION);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    models.sources(round.getRootElements());
    if (!namedQueriesRead) {
      namedQueriesRead = true;
      ValidationReport configuration = new ValidationReport();
      repositoryPlanning.namedQueries(namedQueriesReader.read(round, configuration));
      configuration.printTo(processingEnv.getMessager());
    }
    loop.round(round);
    if (round.processingOver()) {
      boolean unprocessed = loop.reportStillDeferred();
      boolean tableErrors = tableChecks.run() | tableEncryption.run();
      List<RepositoryPolicy> repositoryPolicies = policies.write();
      cloudFormation.write(repositoryPolicies);
      servicePolicy.write(repositoryPolicies);
      schemaHistory.run(unprocessed || tableErrors || round.errorRaised());
      resources.writeAll();
    }
    return false;
  }
}
