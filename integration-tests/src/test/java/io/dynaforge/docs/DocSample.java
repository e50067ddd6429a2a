package io.dynaforge.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One fenced {@code ```java} block of a Markdown file: where it is, the {@code <!-- sample: ... -->} marker
 * on the line before its fence (if any), the headings it stands under, and its code.
 *
 * @param file the Markdown file
 * @param fenceLine the 1-based line of the opening fence
 * @param marker what follows {@code sample:} in the marker, trimmed; {@code ""} when there is none
 * @param section the last {@code ## } heading before the block ({@code ""} when none)
 * @param heading the last {@code ### } heading before the block, in this section ({@code ""} when none)
 * @param code the block's lines, with the fence's indentation removed
 */
record DocSample(Path file, int fenceLine, String marker, String section, String heading, List<String> code) {

  private static final Pattern FENCE = Pattern.compile("^( *)```(\\S*)\\s*$");
  private static final Pattern MARKER = Pattern.compile("^\\s*<!--\\s*sample:(.*?)-->\\s*$");

  /** {@code README.md:165}, for messages. */
  String where() {
    return file.getFileName() + ":" + fenceLine;
  }

  /** The 1-based line of the Markdown file that holds the block's {@code index}-th line (0-based). */
  int docLine(int index) {
    return fenceLine + 1 + index;
  }

  /** Every {@code ```java} block of a Markdown file, in order. */
  static List<DocSample> read(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<DocSample> samples = new ArrayList<>();
    String section = "";
    String heading = "";
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.startsWith("## ")) {
        section = line.substring(3).trim();
        heading = "";
      } else if (line.startsWith("### ")) {
        heading = line.substring(4).trim();
      }
      Matcher fence = FENCE.matcher(line);
      if (!fence.matches()) {
        continue;
      }
      int indent = fence.group(1).length();
      int start = i;
      List<String> code = new ArrayList<>();
      for (i++; i < lines.size() && !FENCE.matcher(lines.get(i)).matches(); i++) {
        String content = lines.get(i);
        int strip = 0;
        while (strip < indent && strip < content.length() && content.charAt(strip) == ' ') {
          strip++;
        }
        code.add(content.substring(strip));
      }
      if (i == lines.size()) {
        throw new IllegalStateException(file.getFileName() + ":" + (start + 1) + ": the fence is never closed");
      }
      if (fence.group(2).equals("java")) {
        Matcher marker = start > 0 ? MARKER.matcher(lines.get(start - 1)) : null;
        samples.add(new DocSample(file, start + 1, marker != null && marker.matches() ? marker.group(1).trim() : "",
            section, heading, List.copyOf(code)));
      }
    }
    return samples;
  }
}
