package io.dynaforge.processor;

import io.dynaforge.processor.codegen.SchemaHistoryWriter;
import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.AttributeAction;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TableHistory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;

/**
 * The schema history, at the last round, when the processor option {@value #FOLDER_OPTION} names a
 * folder: per logical table of the compilation, the model ({@link TableHistories}) is compared with
 * {@code <folder>/<table>.json} ({@link SchemaHistoryComparison}); what would leave stored items
 * unreachable is {@code [Dynaforge/UnreachableItems]} on the key's template or property, unless
 * {@value #ACCEPT_OPTION} names the table; what leaves them without a derived column is
 * {@code [Dynaforge/BackfillNeeded]} on the column's template (or {@code @TimeToLive} property); a kind
 * that is gone is {@code [Dynaforge/KindRemoved]}; a column a kind no longer derives is
 * {@code [Dynaforge/ColumnNoLongerDerived]} on the entity. From the attribute actions recorded for
 * encrypted kinds ({@link EncryptionHistoryComparison}): an attribute stored in plaintext that is now
 * {@code @Encrypted} is {@code [Dynaforge/BackfillNeeded]}, a signed one that is now {@code @Unsigned}
 * {@code [Dynaforge/UnreachableItems]} (accepted like a key change), each on the property. Another text form of a placeholder (its type,
 * converter or enum; its width is part of the template) is reported as a change of its key or column,
 * on its property. The file is then rewritten with the model ({@link SchemaHistoryWriter}; only when its
 * bytes change), except for a table with an error not accepted: its file stays, so the error is
 * reported again by the next build.
 *
 * <p>An incremental build compares the kinds it recompiles: the entities it did not recompile come
 * from the table facts of the earlier output ({@link EarlierTables}), and their kinds from the history
 * file as it is (or, for one it does not list, from the class file), so they are neither changed nor
 * removed. A table the history lists a kind of that still exists but that this compilation does not
 * have (an entity on the class path only: a test compilation, another module) is left alone, as is
 * every file when the compilation has an error of its models.
 *
 * <p>A relative folder is taken relative to the compiler's working directory (builds pass an absolute
 * one, {@code ${project.basedir}/src/main/dynaforge}).
 */
final class SchemaHistory {

  /** {@code dynaforge.schemaHistory}: the folder of the history files. */
  static final String FOLDER_OPTION = "dynaforge.schemaHistory";
  /** {@code dynaforge.acceptSchemaChange}: the logical tables (comma-separated) whose unreachable-item changes are accepted. */
  static final String ACCEPT_OPTION = "dynaforge.acceptSchemaChange";

  /** Where a diagnostic goes: an element and, when known, the annotation on it. */
  private record Place(Element element, AnnotationMirror annotation) {}

  private final Map<String, String> options;
  private final Models models;
  private final EarlierTables earlierTables;
  private final ViewTables viewTables;
  private final EarlierEntities earlierEntities;
  private final EntityReader reader;
  private final Elements elements;
  private final Messager messager;
  private final boolean writes;

  /**
   * @param writes whether history files are written: not while Eclipse reconciles an editor as the
   *     user types (see {@link #writes(ProcessingEnvironment)}), whose model is the editor's unsaved text
   */
  SchemaHistory(Map<String, String> options, Models models, EarlierTables earlierTables, ViewTables viewTables,
      EarlierEntities earlierEntities, EntityReader reader, Elements elements, Messager messager, boolean writes) {
    this.writes = writes;
    this.options = options;
    this.models = models;
    this.earlierTables = earlierTables;
    this.viewTables = viewTables;
    this.earlierEntities = earlierEntities;
    this.reader = reader;
    this.elements = elements;
    this.messager = messager;
  }

  /**
   * Compares and writes the history of every table of the compilation.
   *
   * @param errors whether the compilation found errors in its models (then nothing is compared or written)
   */
  void run(boolean errors) {
    String folder = options.get(FOLDER_OPTION);
    if (folder == null || folder.isBlank() || errors || models.hasInvalid()) {
      return;
    }
    Path dir;
    try {
      dir = Path.of(folder.trim()).toAbsolutePath().normalize();
    } catch (InvalidPathException e) {
      messager.printMessage(Diagnostic.Kind.ERROR, DiagnosticId.SCHEMA_HISTORY_FILE.format(folder, "used",
          "it is not a path (" + e.getMessage() + ")", "Name a folder with -A" + FOLDER_OPTION + "=<folder>."));
      return;
    }
    Set<String> accepted = accepted();
    Map<String, EntityModel> compiled = new TreeMap<>();
    Map<String, TableFacts> entities = new TreeMap<>();
    Map<String, TableFacts> views = new TreeMap<>();
    for (EntityModel e : models.validEntities()) {
      if (models.isSource(e.element())) {
        compiled.put(e.element().getQualifiedName().toString(), e);
        entities.put(e.element().getQualifiedName().toString(), TableFacts.of(e));
      }
    }
    for (EntityModel v : models.validViews()) {
      if (models.isSource(v.element())) {
        views.put(v.element().getQualifiedName().toString(), TableFacts.of(v));
      }
    }
    EarlierTables.Read earlier = earlierTables.read();
    earlier.entities().forEach(e -> entities.putIfAbsent(e.qualifiedName(), e));
    earlier.views().forEach(v -> views.putIfAbsent(v.qualifiedName(), v));

    Set<String> tables = new TreeSet<>();
    entities.values().forEach(e -> tables.add(e.tableName()));
    Map<String, TableHistory> histories = histories(dir, tables, accepted);
    Map<String, TableHistory> planned = TableHistories.plan(new ArrayList<>(entities.values()),
        new ArrayList<>(views.values()), kinds(entities.values(), compiled, histories));
    for (String table : tables) {
      TableHistory model = planned.get(table);
      TableHistory history = histories.get(table);
      if (model == null || history != null && entityElsewhere(history, model)) {
        continue;
      }
      Path file = dir.resolve(table + ".json");
      boolean blocked = history != null && report(file, history, model, compiled, accepted.contains(table));
      if (!blocked) {
        write(file, SchemaHistoryWriter.write(model));
      }
    }
  }

  /**
   * The history files of the tables that have one, by table. A file that cannot be read is reported,
   * and its table taken out of {@code tables} (its file stays), unless the table's change is accepted:
   * its file is then replaced.
   */
  private Map<String, TableHistory> histories(Path dir, Set<String> tables, Set<String> accepted) {
    Map<String, TableHistory> histories = new TreeMap<>();
    for (String table : new ArrayList<>(tables)) {
      Path file = dir.resolve(table + ".json");
      if (!Files.exists(file)) {
        continue;
      }
      try {
        histories.put(table, SchemaHistoryReader.read(Files.readString(file, StandardCharsets.UTF_8)));
      } catch (IOException | SchemaHistoryReader.Unreadable | RuntimeException e) {
        if (!accepted.contains(table)) {
          messager.printMessage(Diagnostic.Kind.ERROR, DiagnosticId.SCHEMA_HISTORY_FILE.format(file, "read",
              String.valueOf(e.getMessage()), "Resolve it (after a merge conflict, keep either side: the build then"
                  + " reports what the model changes against it), or pass -A" + ACCEPT_OPTION + "=" + table
                  + " to replace it with the current model."));
          tables.remove(table);
        }
      }
    }
    return histories;
  }

  /**
   * Each entity's kind: read from this compilation's model; for an entity an incremental build did
   * not recompile, as its table's history has it, else from its class file (left out when unreadable).
   */
  private Map<String, TableHistory.Kind> kinds(Iterable<TableFacts> entities, Map<String, EntityModel> compiled,
      Map<String, TableHistory> histories) {
    Map<String, TableHistory.Kind> kinds = new TreeMap<>();
    for (TableFacts e : entities) {
      EntityModel model = compiled.get(e.qualifiedName());
      TableHistory history = histories.get(e.tableName());
      TableHistory.Kind kind = model != null ? TableHistories.kind(model)
          : history != null && history.kinds().containsKey(e.qualifiedName()) ? history.kinds().get(e.qualifiedName())
          : fromClassFile(e);
      if (kind != null) {
        kinds.put(e.qualifiedName(), kind);
      }
    }
    return kinds;
  }

  /**
   * Reports what the model changes against the history; whether a change that would leave stored
   * items unreachable is not accepted (the file then stays as it is).
   */
  private boolean report(Path file, TableHistory history, TableHistory model, Map<String, EntityModel> compiled,
      boolean accepted) {
    SchemaHistoryComparison.Findings findings = SchemaHistoryComparison.compare(history, model);
    EncryptionHistoryComparison.Findings encryption = EncryptionHistoryComparison.compare(history, model);
    String table = model.tableName();
    ValidationReport report = new ValidationReport();
    if (!accepted) {
      for (SchemaHistoryComparison.Unreachable u : findings.unreachable()) {
        EntityModel entity = current(compiled.get(u.kind()));
        Place place = u.placeholder() == null ? keyPlace(entity, u.kind(), u.partition())
            : propertyPlace(entity, u.kind(), u.placeholder());
        report.report(DiagnosticId.UNREACHABLE_ITEMS, place.element(), place.annotation(), u.kind(),
            u.partition() ? "its partition key" : "its sort key", table, file, describe(u.was(), u.placeholder()),
            describe(u.now(), u.placeholder()),
            "keep their old key, so its reads, updates and deletes would no longer find them", "Keep the old key",
            table);
      }
      for (EncryptionHistoryComparison.NowUnsigned u : encryption.unsigned()) {
        Place place = attributePlace(current(compiled.get(u.kind())), u.kind(), u.attribute());
        report.report(DiagnosticId.UNREACHABLE_ITEMS, place.element(), place.annotation(), u.kind(),
            "the attribute '" + u.attribute() + "'", table, file, "it " + action(u.was()),
            "it @Unsigned (DO_NOTHING)", "were signed over it, so the encryption SDK could no longer verify them:"
                + " its reads would fail on every one", "Keep '" + u.attribute() + "' " + (u.was()
                == AttributeAction.ENCRYPT_AND_SIGN ? "@Encrypted" : "signed (no annotation)"), table);
      }
    }
    for (EncryptionHistoryComparison.NowEncrypted e : encryption.encrypted()) {
      Place place = attributePlace(current(compiled.get(e.kind())), e.kind(), e.attributes().get(0));
      List<String> names = e.attributes().stream().map(a -> "'" + a + "'").toList();
      boolean one = names.size() == 1;
      report.report(DiagnosticId.BACKFILL_NEEDED, place.element(), place.annotation(), e.kind(), table,
          "encrypts " + and(names) + (e.wasEncrypted() ? "" : " (and signs its other attributes)"),
          "hold " + (one ? "it" : "them") + " in plaintext" + (e.wasEncrypted() ? "" : ", unsigned"), "", e.kind(),
          file);
    }
    for (SchemaHistoryComparison.BackfillNeeded b : findings.backfills()) {
      SchemaHistoryComparison.ColumnChange first = b.columns().get(0);
      EntityModel entity = current(compiled.get(b.kind()));
      Place place = first.placeholders().isEmpty() ? columnPlace(entity, b.kind(), first.column())
          : propertyPlace(entity, b.kind(), first.placeholders().get(0));
      report.report(DiagnosticId.BACKFILL_NEEDED, place.element(), place.annotation(), b.kind(), table,
          "derives " + columns(b.columns()), stored(b.columns()), indexes(b, model), b.kind(), file);
    }
    for (SchemaHistoryComparison.NoLongerDerived n : findings.noLongerDerived()) {
      EntityModel entity = current(compiled.get(n.kind()));
      report.report(DiagnosticId.COLUMN_NO_LONGER_DERIVED,
          entity != null ? entity.element() : elements.getTypeElement(n.kind()), n.kind(), table, n.column(),
          n.was().describe(), file, keptIn(n.indexes()), n.column());
    }
    report.printTo(messager);
    for (SchemaHistoryComparison.Removed r : findings.removed()) {
      messager.printMessage(DiagnosticId.KIND_REMOVED.kind(), DiagnosticId.KIND_REMOVED.format(r.kind(), table, file));
    }
    return !accepted && !(findings.unreachable().isEmpty() && encryption.unsigned().isEmpty());
  }

  /**
   * Whether a compilation may write history files: every one but Eclipse's reconcile of an open
   * editor (JDT runs processors on the unsaved text as the user types; its build writes).
   */
  static boolean writes(ProcessingEnvironment env) {
    return !env.getClass().getName().endsWith(".IdeReconcileProcessingEnvImpl");
  }

  /** Writes the file when its bytes change (a build that changes nothing touches nothing). */
  private void write(Path file, String text) {
    if (!writes) {
      return;
    }
    try {
      if (Files.exists(file) && Files.readString(file, StandardCharsets.UTF_8).equals(text)) {
        return;
      }
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      messager.printMessage(Diagnostic.Kind.ERROR, DiagnosticId.SCHEMA_HISTORY_FILE.format(file, "written",
          String.valueOf(e), "Check that the folder -A" + FOLDER_OPTION + " names can be created and written."));
    }
  }

  /**
   * The entity read again from this round's element: an element of an earlier round cannot place a
   * diagnostic at the last one (javac enters the sources anew each round). Null when it is gone.
   */
  private EntityModel current(EntityModel model) {
    if (model == null) {
      return null;
    }
    TypeElement type = elements.getTypeElement(model.element().getQualifiedName().toString());
    AnnotationMirror table = type == null ? null : Annotations.find(type, Names.TABLE).orElse(null);
    if (table == null) {
      return null;
    }
    try {
      return reader.read(type, table);
    } catch (RuntimeException unreadable) {
      return model.element() == type ? model : null;
    }
  }

  /** The kind of an earlier entity the history does not list yet, read from its class file; null when it cannot be. */
  private TableHistory.Kind fromClassFile(TableFacts facts) {
    TypeElement type = viewTables.earlierEntity(facts.mapper());
    if (type == null) {
      return null;
    }
    List<EntityModel> read = new ArrayList<>();
    earlierEntities.read(type, read, new TreeSet<>());
    try {
      return read.isEmpty() ? null : TableHistories.kind(read.get(0));
    } catch (RuntimeException unreadable) {
      return null;
    }
  }

  /**
   * Whether a kind the history lists, and the model of this compilation does not, is still an entity
   * of the table that only the class path holds (a test compilation sees the main classes; another
   * module's entity): its table is then not this compilation's to compare or rewrite.
   */
  private boolean entityElsewhere(TableHistory history, TableHistory model) {
    for (String kind : history.kinds().keySet()) {
      if (model.kinds().containsKey(kind)) {
        continue;
      }
      TypeElement type = elements.getTypeElement(kind);
      if (type != null && Annotations.find(type, Names.TABLE)
          .map(t -> ViewTables.tableName(type, t).equals(model.tableName())).orElse(false)) {
        return true;
      }
    }
    return false;
  }

  private Set<String> accepted() {
    Set<String> tables = new TreeSet<>();
    String option = options.get(ACCEPT_OPTION);
    if (option != null) {
      for (String table : option.split(",")) {
        if (!table.isBlank()) {
          tables.add(table.trim());
        }
      }
    }
    return tables;
  }

  /** The base-table key's template annotation, or its property (as {@link TableHistories#kind} reads them); else the entity. */
  private Place keyPlace(EntityModel model, String kind, boolean partition) {
    if (model == null) {
      return new Place(elements.getTypeElement(kind), null);
    }
    java.util.Optional<KeyTemplate> template = partition ? model.basePartitionKeyTemplate()
        : model.baseSortKeyTemplate().filter(t -> model.sortKeys().isEmpty());
    if (template.isPresent()) {
      return new Place(model.element(), template.get().annotation());
    }
    List<PropertyModel> properties = partition ? model.orderedPartitionKeys() : model.orderedSortKeys();
    return properties.isEmpty() ? new Place(model.element(), null) : new Place(properties.get(0).element(), null);
  }

  /** The template annotation that composes the column, or the @TimeToLive property that holds it; else the entity. */
  private Place columnPlace(EntityModel model, String kind, String column) {
    if (model == null) {
      return new Place(elements.getTypeElement(kind), null);
    }
    for (KeyTemplate t : model.templates()) {
      if (!t.targetsBaseKey() && t.column().equals(column)) {
        return new Place(model.element(), t.annotation());
      }
    }
    return model.timeToLiveProperty().filter(p -> p.attributeName().equals(column))
        .map(p -> new Place(p.element(), p.timeToLive())).orElse(new Place(model.element(), null));
  }

  /** The placeholder's property (a field, a record component, an accessor); else the entity. */
  private Place propertyPlace(EntityModel model, String kind, String placeholder) {
    if (model == null) {
      return new Place(elements.getTypeElement(kind), null);
    }
    return model.property(placeholder).map(p -> new Place(p.element(), null))
        .orElse(new Place(model.element(), null));
  }

  /** The property whose annotations decide the attribute's encryption action; else the entity. */
  private Place attributePlace(EntityModel model, String kind, String attribute) {
    if (model == null) {
      return new Place(elements.getTypeElement(kind), null);
    }
    return EncryptionActions.of(model).stream().filter(a -> a.attribute().equals(attribute) && a.property() != null)
        .findFirst().map(a -> new Place(a.property().element(), null)).orElse(new Place(model.element(), null));
  }

  /** {@code signed (SIGN_ONLY)}, {@code @Encrypted (ENCRYPT_AND_SIGN)}, for messages. */
  private static String action(AttributeAction action) {
    return (action == AttributeAction.SIGN_ONLY ? "signed" : action.annotation()) + " (" + action.name() + ")";
  }

  /** The key, and the text form of the placeholder whose form changed: {@code ... with {at} written as java.time.Instant}. */
  private static String describe(TableHistory.Key key, String placeholder) {
    return key == null ? "no sort key" : key.describe() + (placeholder == null ? ""
        : " with {" + placeholder + "} written as " + key.placeholders().get(placeholder).describe());
  }

  /**
   * {@code the new column 'gsi1pk' ('STATUS#{status}')}, {@code the changed column ... (now ..., was ...)},
   * {@code the column 'gsi1pk' ('STATUS#{status}') with {status} now written as ..., was ...}, joined.
   */
  private static String columns(List<SchemaHistoryComparison.ColumnChange> changes) {
    List<String> parts = new ArrayList<>();
    for (SchemaHistoryComparison.ColumnChange c : changes) {
      if (c.was() == null) {
        parts.add("the new column '" + c.column() + "' (" + c.now().describe() + ")");
      } else if (c.placeholders().isEmpty()) {
        parts.add("the changed column '" + c.column() + "' (now " + c.now().describe() + ", was "
            + c.was().describe() + ")");
      } else {
        List<String> forms = c.placeholders().stream().map(p -> "{" + p + "} now written as "
            + c.now().placeholders().get(p).describe() + ", was " + c.was().placeholders().get(p).describe()).toList();
        parts.add("the column '" + c.column() + "' (" + c.now().describe() + ") with " + and(forms));
      }
    }
    return and(parts);
  }

  /** {@code  (and stay in the index 'by_status', keyed on it)}, or nothing when no index of the model is keyed on it. */
  private static String keptIn(List<String> indexes) {
    if (indexes.isEmpty()) {
      return "";
    }
    List<String> names = indexes.stream().map(n -> "'" + n + "'").toList();
    return " (and stay in " + (names.size() == 1 ? "the index " : "the indexes ") + and(names) + ", keyed on it)";
  }

  /** What the stored items hold of the columns: {@code lack it}, {@code hold their old values}, ... */
  private static String stored(List<SchemaHistoryComparison.ColumnChange> changes) {
    boolean added = changes.stream().anyMatch(c -> c.was() == null);
    boolean changed = changes.stream().anyMatch(c -> c.was() != null);
    String them = changes.size() == 1 ? "it" : "them";
    return added && changed ? "lack them or hold their old values"
        : added ? "lack " + them : changes.size() == 1 ? "hold its old value" : "hold their old values";
  }

  /** {@code , so the index 'gsi1' leaves them out}, or nothing when no index is keyed on the columns. */
  private static String indexes(SchemaHistoryComparison.BackfillNeeded backfill, TableHistory model) {
    if (backfill.indexes().isEmpty()) {
      return "";
    }
    boolean missing = false;
    for (String name : backfill.indexes()) {
      List<String> keys = model.indexes().get(name).keyAttributes();
      missing |= backfill.columns().stream().anyMatch(c -> c.was() == null && keys.contains(c.column()));
    }
    List<String> names = backfill.indexes().stream().map(n -> "'" + n + "'").toList();
    boolean one = names.size() == 1;
    return ", so " + (one ? "the index " : "the indexes ") + and(names) + " "
        + (missing ? (one ? "leaves them out" : "leave them out")
            : (one ? "files them under their old values" : "file them under their old values"));
  }

  private static String and(List<String> parts) {
    if (parts.size() == 1) {
      return parts.get(0);
    }
    return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
  }
}
