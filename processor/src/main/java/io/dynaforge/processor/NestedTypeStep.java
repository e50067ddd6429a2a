package io.dynaforge.processor;

import com.palantir.javapoet.ClassName;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.TypeMappingResolver;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.validation.EntityValidator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Types stored as nested maps (not {@code @Table}): the type-mapping resolver asks this step whether a
 * project type can be nested, which reads it and queues its mapper; the loop then runs the queued
 * types through {@link #process}. The verdict is kept only once the read completed: a read that
 * needs a type not generated yet leaves no verdict, so the next round reads (and queues) it again.
 */
final class NestedTypeStep implements Step, TypeMappingResolver.NestedTypes {

  /** Marks a type whose read is under way: a cycle back to it is fine. */
  private static final String READING = "";

  private final Elements elements;
  private final Messager messager;
  private final EntityValidator validator;
  private final MapperFiles mappers;
  private final Models models;
  private EntityReader reader;
  /** Types read to the end: null when usable, else why not; {@link #READING} while being read. */
  private final Map<String, String> verdicts = new HashMap<>();
  private final List<TypeElement> queue = new ArrayList<>();

  NestedTypeStep(Elements elements, Messager messager, EntityValidator validator, MapperFiles mappers,
      Models models) {
    this.elements = elements;
    this.messager = messager;
    this.validator = validator;
    this.mappers = mappers;
    this.models = models;
  }

  /** The reader, which itself resolves nested types through this step. */
  void reader(EntityReader reader) {
    this.reader = reader;
  }

  @Override
  public Set<TypeElement> types(RoundEnvironment round) {
    return Set.of(); // nested types are found while other types are read
  }

  @Override
  public List<TypeElement> queued() {
    List<TypeElement> taken = List.copyOf(queue);
    queue.clear();
    return taken;
  }

  @Override
  public Outcome process(TypeElement type) {
    EntityModel model = reader.read(type, null);
    ValidationReport report = validator.validate(model);
    report.printTo(messager);
    if (!report.hasErrors()) {
      mappers.write(model);
    }
    return Outcome.DONE;
  }

  /**
   * Whether a project type can be stored as a nested map. Reads it once; queues its mapper for
   * generation unless it already exists in another module or it is a {@code @Table} entity (whose
   * mapper serves for nesting too).
   */
  @Override
  public String problem(TypeElement type) {
    String name = type.getQualifiedName().toString();
    if (verdicts.containsKey(name)) {
      String verdict = verdicts.get(name);
      return verdict == READING ? null : verdict;
    }
    String mapperName = TypeMappingResolver.mapperName(ClassName.get(type)).canonicalName();
    // a mapper on the class path serves a type of another module; one of this compilation's own types
    // gets its mapper written again (the one an earlier, incremental, build left may be stale)
    if (Annotations.has(type, Names.TABLE)
        || !models.isSource(type) && elements.getTypeElement(mapperName) != null) {
      verdicts.put(name, null);
      return null;
    }
    verdicts.put(name, READING);
    EntityModel model;
    try {
      model = reader.read(type, null);
    } catch (RuntimeException | LinkageError e) {
      verdicts.remove(name); // not read to the end: no verdict, so it is read (and queued) again when retried
      throw e;
    }
    String problem = null;
    if (model.instantiationProblem() != null) {
      problem = type.getSimpleName() + " cannot be instantiated because " + model.instantiationProblem();
    } else if (model.properties().isEmpty()) {
      problem = type.getSimpleName() + " has no mappable property";
    } else if (model.construction() == null) {
      problem = type.getSimpleName() + " has no usable constructor";
    }
    verdicts.put(name, problem);
    if (problem == null) {
      queue.add(type);
    }
    return problem;
  }
}
