package io.dynaforge.processor;

import io.dynaforge.processor.codegen.AccessPatternReport;
import io.dynaforge.processor.codegen.RepositoryWriter;
import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.model.RepositoryReader;
import io.dynaforge.processor.query.PlannedRepository;
import io.dynaforge.processor.validation.EntityValidator;
import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Repository interfaces (they carry no annotation of ours: every root type and member type is looked
 * at): read over the models the other steps read (views of another module from their class files,
 * {@link ClassPathViews}), planned by {@link RepositoryStep}, then the
 * {@code _Impl}, its registration in the repository index, its access-pattern report and its IAM
 * policy ({@link RepositoryPolicies}).
 */
final class RepositoryInterfaceStep implements Step {

  private final Filer filer;
  private final Messager messager;
  private final RepositoryReader repositoryReader;
  private final EntityReader reader;
  private final EntityValidator entityValidator;
  private final RepositoryStep planning;
  private final RepositoryWriter writer;
  private final Models models;
  private final GeneratedResources resources;
  private final ClassPathViews views;
  private final RepositoryPolicies policies;
  /** The entities of other modules read so far (completed reads only), and whether each has errors. */
  private final Map<String, EntityModel> otherModules = new HashMap<>();
  private final Map<String, Boolean> otherModulesInvalid = new HashMap<>();

  RepositoryInterfaceStep(Filer filer, Messager messager, RepositoryReader repositoryReader, EntityReader reader,
      EntityValidator entityValidator, RepositoryStep planning, RepositoryWriter writer, Models models,
      GeneratedResources resources, ClassPathViews views, RepositoryPolicies policies) {
    this.filer = filer;
    this.messager = messager;
    this.repositoryReader = repositoryReader;
    this.reader = reader;
    this.entityValidator = entityValidator;
    this.planning = planning;
    this.writer = writer;
    this.models = models;
    this.resources = resources;
    this.views = views;
    this.policies = policies;
  }

  @Override
  public Set<TypeElement> types(RoundEnvironment round) {
    Set<TypeElement> types = new LinkedHashSet<>();
    collect(RoundOrder.inNameOrder(round.getRootElements()), types);
    return types;
  }

  private void collect(Set<? extends Element> elements, Set<TypeElement> into) {
    for (Element element : elements) {
      if (element instanceof TypeElement type) {
        if (repositoryReader.isImplemented(type)) {
          into.add(type);
        }
        collect(new LinkedHashSet<>(type.getEnclosedElements()), into);
      }
    }
  }

  @Override
  public Outcome process(TypeElement type) {
    RepositoryModel model = repositoryReader.read(type,
        entity -> models.entity(entity).orElseGet(() -> otherModules.computeIfAbsent(
            entity.getQualifiedName().toString(),
            name -> reader.read(entity, Annotations.find(entity, Names.TABLE).orElseThrow()))),
        views::view,
        views::collection,
        nested -> reader.read(nested, null));
    if (model.entity() != null && model.view() && models.isInvalid(model.entity().element())
        || model.collection() != null && models.isInvalid(model.collection().element())) {
      return Outcome.DONE; // the view's own errors are reported on it
    }
    if (model.entity() != null && !model.view() && invalid(model.entity())) {
      return Outcome.DONE; // the entity's own errors are reported on it; its mapper does not exist
    }
    ValidationReport report = new ValidationReport();
    PlannedRepository planned = planning.run(model, report);
    report.printTo(messager);
    if (planned == null) {
      return Outcome.DONE;
    }
    try {
      SourceFiles.write(writer.write(planned), filer);
      for (com.palantir.javapoet.JavaFile projectionMapper : writer.projectionMappers(planned)) {
        SourceFiles.write(projectionMapper, filer);
      }
      resources.list(model.reactive() ? GeneratedResources.REACTIVE_REPOSITORY_FACTORIES
          : GeneratedResources.REPOSITORY_FACTORIES, RepositoryWriter.factoryName(model).reflectionName(), type);
      resources.file(AccessPatternReport.path(model), AccessPatternReport.json(planned), type);
      policies.add(type, planned);
    } catch (IOException e) {
      messager.printMessage(Diagnostic.Kind.ERROR,
          DiagnosticId.INTERNAL_ERROR.format(type.getQualifiedName(), "cannot write its implementation: " + String.valueOf(e.getMessage())),
          type);
    }
    return Outcome.DONE;
  }

  /** Whether an entity has errors: known from its own step, or validated once (it is in another module). */
  private boolean invalid(EntityModel entity) {
    return models.isInvalid(entity.element()) || models.entity(entity.element()).isEmpty()
        && otherModulesInvalid.computeIfAbsent(entity.element().getQualifiedName().toString(),
            name -> entityValidator.validate(entity).hasErrors());
  }
}
