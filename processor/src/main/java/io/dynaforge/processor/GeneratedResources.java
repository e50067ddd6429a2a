package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The one sink for the resources the processor generates besides sources: the ServiceLoader files
 * that list types (mappers, the repository index, item-collection folds), the per-repository
 * access-pattern reports and the CloudFormation template. The steps hand their entries and files over as they go; {@link #writeAll()}
 * writes everything once, at the last round, each file with the elements it comes from.
 *
 * <p>A listing is merged with the one already in the class output, as AutoService does: an
 * incremental compilation (IntelliJ, Eclipse, Gradle recompile only what changed, with the earlier
 * output on the class path) keeps the entries of the types it did not recompile, and drops those whose
 * class no longer exists. The old file is read once, before the new one is created: javac refuses to
 * reopen a resource it has written, not one it has read.
 */
final class GeneratedResources {

  static final String ENTITY_MAPPERS = "META-INF/services/io.dynaforge.mapping.EntityMapper";
  static final String REPOSITORY_FACTORIES = "META-INF/services/io.dynaforge.repository.RepositoryFactory";
  static final String REACTIVE_REPOSITORY_FACTORIES =
      "META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory";
  static final String COLLECTION_MAPPERS = "META-INF/services/io.dynaforge.mapping.ItemCollectionMapper";

  /** A file that lists types, one binary name a line, sorted, and the elements its entries come from. */
  private record Listing(Set<String> entries, Set<Element> origins) {}

  /** A file written as it is. */
  private record Text(String content, Element[] origins) {}

  private final Filer filer;
  private final Elements elements;
  private final Messager messager;
  private final Map<String, Listing> listings = new TreeMap<>();
  private final Map<String, Text> files = new TreeMap<>();
  private final Map<String, List<String>> earlierFiles = new HashMap<>();

  GeneratedResources(Filer filer, Elements elements, Messager messager) {
    this.filer = filer;
    this.elements = elements;
    this.messager = messager;
  }

  /** Adds a type (its binary name) to a listing file. */
  void list(String path, String binaryName, Element origin) {
    Listing listing = listings.computeIfAbsent(path, p -> new Listing(new TreeSet<>(), new LinkedHashSet<>()));
    listing.entries().add(binaryName);
    listing.origins().add(origin);
  }

  /** A whole file, written as it is. */
  void file(String path, String content, Element... origins) {
    files.put(path, new Text(content, origins.clone()));
  }

  /** Writes every listing and file; reports, without a stack trace, one that cannot be written. */
  void writeAll() {
    files.forEach((path, text) -> write(path, text.content(), text.origins()));
    listings.forEach((path, listing) -> {
      Set<String> entries = new TreeSet<>(listing.entries());
      for (String earlier : earlierEntries(path)) {
        if (elements.getTypeElement(earlier.replace('$', '.')) != null) {
          entries.add(earlier); // a type of an earlier compilation that still exists
        }
      }
      StringBuilder content = new StringBuilder();
      for (String entry : entries) {
        content.append(entry).append('\n');
      }
      write(path, content.toString(), listing.origins().toArray(new Element[0]));
    });
    files.clear();
    listings.clear();
  }

  /** The entries of the listing an earlier compilation left in the class output (none when there is none). */
  List<String> earlierEntries(String path) {
    List<String> entries = new ArrayList<>();
    for (String line : earlierLines(path)) {
      int comment = line.indexOf('#');
      String entry = (comment < 0 ? line : line.substring(0, comment)).trim();
      if (!entry.isEmpty()) {
        entries.add(entry);
      }
    }
    return entries;
  }

  /**
   * The lines of a file an earlier compilation left in the class output, as they are (none when there
   * is none); read once per path, so every step that asks (the listings, the views' tables, the
   * earlier table facts) shares one read made before the file is written again.
   */
  List<String> earlierLines(String path) {
    return earlierFiles.computeIfAbsent(path, this::readEarlier);
  }

  private List<String> readEarlier(String path) {
    List<String> lines = new ArrayList<>();
    try {
      FileObject earlier = filer.getResource(StandardLocation.CLASS_OUTPUT, "", path);
      try (BufferedReader in = new BufferedReader(earlier.openReader(true))) {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
          lines.add(line);
        }
      }
    } catch (IOException | IllegalArgumentException | UnsupportedOperationException absent) {
      // no earlier file: a clean build
    }
    return List.copyOf(lines);
  }

  private void write(String path, String content, Element... origins) {
    try {
      FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", path, origins);
      try (Writer out = file.openWriter()) {
        out.write(content);
      }
    } catch (IOException e) {
      messager.printMessage(Diagnostic.Kind.ERROR, DiagnosticId.INTERNAL_ERROR.format(path, String.valueOf(e.getMessage())));
    }
  }
}
