package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The one sink for the resources the processor generates besides sources: the ServiceLoader files
 * that list types (mappers, the repository index, item-collection folds) and the per-repository
 * access-pattern reports. The steps hand their entries and files over as they go; {@link #writeAll()}
 * writes everything once, at the last round, each file with the elements it comes from.
 */
final class GeneratedResources {

  static final String ENTITY_MAPPERS = "META-INF/services/io.dynaforge.mapping.EntityMapper";
  static final String REPOSITORY_FACTORIES = "META-INF/services/io.dynaforge.repository.RepositoryFactory";
  static final String COLLECTION_MAPPERS = "META-INF/services/io.dynaforge.mapping.ItemCollectionMapper";

  /** A file that lists types, one binary name a line, sorted, and the elements its entries come from. */
  private record Listing(Set<String> entries, Set<Element> origins) {}

  /** A file written as it is. */
  private record Text(String content, Element origin) {}

  private final Filer filer;
  private final Messager messager;
  private final Map<String, Listing> listings = new TreeMap<>();
  private final Map<String, Text> files = new TreeMap<>();

  GeneratedResources(Filer filer, Messager messager) {
    this.filer = filer;
    this.messager = messager;
  }

  /** Adds a type (its binary name) to a listing file. */
  void list(String path, String binaryName, Element origin) {
    Listing listing = listings.computeIfAbsent(path, p -> new Listing(new TreeSet<>(), new LinkedHashSet<>()));
    listing.entries().add(binaryName);
    listing.origins().add(origin);
  }

  /** A whole file, written as it is. */
  void file(String path, String content, Element origin) {
    files.put(path, new Text(content, origin));
  }

  /** Writes every listing and file; reports, without a stack trace, one that cannot be written. */
  void writeAll() {
    files.forEach((path, text) -> write(path, text.content(), text.origin()));
    listings.forEach((path, listing) -> {
      StringBuilder content = new StringBuilder();
      for (String entry : listing.entries()) {
        content.append(entry).append('\n');
      }
      write(path, content.toString(), listing.origins().toArray(new Element[0]));
    });
    files.clear();
    listings.clear();
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
