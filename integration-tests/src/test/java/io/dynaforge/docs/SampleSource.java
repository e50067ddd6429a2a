package io.dynaforge.docs;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/**
 * A {@link DocSample} as the Java source javac compiles: the block's own lines, unchanged and on lines of
 * their own, after one first line that holds its package and imports (the block's own; or, for a snippet
 * that shows none, {@link #DEFAULT_IMPORTS}) and, for a wrapped fragment, a second line that opens the
 * wrapper. So a diagnostic's line maps back to the Markdown line.
 *
 * <p>The kinds of block, chosen by the {@code <!-- sample: ... -->} marker on the line before the fence:
 * <ul>
 *   <li>no marker: a compilation unit (an optional {@code package}, imports, one or more top-level types);
 *   <li>{@code statements}, optionally {@code statements given Type name; Type name}: the body of a method
 *       {@code void sample() throws Exception} of a class with the fields {@code DynamoDbClient client},
 *       {@code DynamoDbTemplate template} and the given ones;
 *   <li>{@code members of <declaration>}, for example
 *       {@code members of interface MatchRepository extends DynamoDbRepository<Match, DynamoDbCompositeId>}:
 *       the body of that declaration.
 * </ul>
 * Leading {@code import} lines of a fragment are moved to the first line. A block without {@code package}
 * is in {@code com.acme}; a fragment is in the package of the compilation unit before it.
 */
record SampleSource(DocSample sample, String packageName, String source, int headerLines) {

  /**
   * What a block that shows no {@code import} line may use without importing it (such a block is a snippet
   * of a file whose imports the reader writes): the Dynaforge packages a user types, the JDK's collections,
   * time and numbers, Spring Data's domain and mapping annotations, and the SDK's client and
   * {@code AttributeValue}. Not {@code io.dynaforge.expression}: its {@code Update} would clash with the
   * annotation {@code @Update}, so a block that uses {@code Update.of(...)} or {@code Condition} imports them.
   * A block that shows imports gets none of these: it is compiled with exactly the imports it shows, as a
   * reader pasting it would, so a wrong or missing import fails the build. Nor does a compilation unit of a
   * guide (README.md, docs/*.md but the diagnostics catalogue) that shows none: it is a file to paste.
   * Fragments ({@code statements}, {@code members of}) that show no import are snippets of the reader's
   * own file and get these.
   */
  static final List<String> DEFAULT_IMPORTS = List.of(
      "io.dynaforge.annotation.*", "io.dynaforge.config.*", "io.dynaforge.core.*", "io.dynaforge.event.*",
      "io.dynaforge.extension.*", "io.dynaforge.mapping.*",
      "io.dynaforge.repository.*", "io.dynaforge.schema.*", "java.math.*", "java.time.*", "java.util.*",
      "java.util.stream.Stream", "org.springframework.data.annotation.*", "org.springframework.data.domain.*",
      "org.springframework.data.repository.query.Param", "software.amazon.awssdk.services.dynamodb.DynamoDbClient",
      "software.amazon.awssdk.services.dynamodb.model.AttributeValue");

  static final String DEFAULT_PACKAGE = "com.acme";

  private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;\\s*(//.*)?$");
  private static final Pattern IMPORT = Pattern.compile("^\\s*(import\\s+(static\\s+)?[\\w.]+(\\.\\*)?\\s*;)\\s*(//.*)?$");
  private static final Pattern GIVEN = Pattern.compile("^statements(?:\\s+given\\s+(.+))?$");
  private static final Pattern MEMBERS = Pattern.compile("^members\\s+of\\s+(.+)$");
  private static final Pattern SKIP = Pattern.compile("^skip\\s+needs=([\\w.$]+)$");

  /**
   * The class a {@code skip needs=...} block needs and the build does not have, or null when the block is
   * not skipped.
   */
  static String skippedFor(DocSample sample) {
    Matcher skip = SKIP.matcher(sample.marker());
    return skip.matches() ? skip.group(1) : null;
  }

  /**
   * The sources of one compilation: the given blocks, in order.
   *
   * @param strictUnits whether a compilation unit (a block without marker) gets only the imports it shows
   *     even when it shows none (the guides' rule: it is a file a reader pastes); else it gets the
   *     {@link #DEFAULT_IMPORTS} when it shows none (the diagnostics catalogue's excerpts)
   */
  static List<SampleSource> of(List<DocSample> samples, boolean strictUnits) {
    List<SampleSource> sources = new ArrayList<>();
    String packageName = DEFAULT_PACKAGE;
    for (DocSample sample : samples) {
      SampleSource source = of(sample, packageName, strictUnits);
      if (sample.marker().isEmpty()) {
        packageName = source.packageName();
      }
      sources.add(source);
    }
    return sources;
  }

  private static SampleSource of(DocSample sample, String previousPackage, boolean strictUnits) {
    List<String> code = new ArrayList<>(sample.code());
    String marker = sample.marker();
    String packageName = marker.isEmpty() ? DEFAULT_PACKAGE : previousPackage;
    List<String> imports = new ArrayList<>();
    boolean inHeader = true;
    for (int i = 0; i < code.size() && inHeader; i++) {
      String line = code.get(i);
      Matcher pkg = PACKAGE.matcher(line);
      Matcher imp = IMPORT.matcher(line);
      if (pkg.matches() && marker.isEmpty()) {
        packageName = pkg.group(1);
        code.set(i, "");
      } else if (imp.matches()) {
        imports.add(imp.group(1));
        code.set(i, "");
      } else if (!line.isBlank() && !line.trim().startsWith("//")) {
        inHeader = false;
      }
    }
    StringBuilder header = new StringBuilder("package ").append(packageName).append(";");
    if (imports.isEmpty() && !(strictUnits && marker.isEmpty())) { // a snippet: the reader's file has them
      DEFAULT_IMPORTS.forEach(i -> header.append(" import ").append(i).append(";"));
    }
    imports.forEach(i -> header.append(' ').append(i));
    String body = String.join("\n", code);
    String name = "DocSample_L" + sample.fenceLine();
    Matcher given = GIVEN.matcher(marker);
    Matcher members = MEMBERS.matcher(marker);
    if (marker.isEmpty()) {
      return new SampleSource(sample, packageName, header + "\n" + body + "\n", 1);
    } else if (given.matches()) {
      StringBuilder fields = new StringBuilder(
          "software.amazon.awssdk.services.dynamodb.DynamoDbClient client; io.dynaforge.core.DynamoDbTemplate template;");
      if (given.group(1) != null) {
        for (String field : given.group(1).split(";")) {
          fields.append(' ').append(field.trim()).append(';');
        }
      }
      return new SampleSource(sample, packageName, header + "\nclass " + name + " { "
          + fields + " void sample() throws Exception {\n" + body + "\n}}\n", 2);
    } else if (members.matches()) {
      return new SampleSource(sample, packageName, header + "\n" + members.group(1) + " {\n" + body + "\n}\n", 2);
    }
    throw new IllegalArgumentException(sample.where() + ": unknown marker '<!-- sample: " + marker
        + " -->'; use 'statements [given Type name; ...]', 'members of <declaration>' or 'skip needs=<class>'");
  }

  /** The Markdown line of a line of {@link #source()}, or the fence's line for the wrapper's own lines. */
  int docLine(long sourceLine) {
    int index = (int) sourceLine - headerLines - 1;
    return index < 0 || index >= sample.code().size() ? sample.fenceLine() : sample.docLine(index);
  }

  /** The source as javac reads it; any top-level type may be public (the "file name" fits every type). */
  JavaFileObject fileObject() {
    URI uri = URI.create("string:///" + packageName.replace('.', '/') + "/DocSample_L" + sample.fenceLine()
        + JavaFileObject.Kind.SOURCE.extension);
    return new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }

      @Override
      public boolean isNameCompatible(String simpleName, Kind kind) {
        return kind == Kind.SOURCE && !simpleName.equals("module-info") && !simpleName.equals("package-info");
      }
    };
  }
}
