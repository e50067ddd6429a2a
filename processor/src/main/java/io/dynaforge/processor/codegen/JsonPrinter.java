package io.dynaforge.processor.codegen;

import java.util.ArrayList;
import java.util.List;

/**
 * A small JSON printer for the generated resources (the CloudFormation template, the IAM policies):
 * one value a line, two-space indentation, commas where they belong.
 */
final class JsonPrinter {
  private final StringBuilder out = new StringBuilder();
  private final List<Boolean> first = new ArrayList<>(); // per open container: no element written yet
  private boolean afterField;

  JsonPrinter field(String name) {
    separator();
    quote(name);
    out.append(": ");
    afterField = true;
    return this;
  }

  JsonPrinter open(char bracket) {
    separator();
    out.append(bracket);
    first.add(Boolean.TRUE);
    return this;
  }

  JsonPrinter close(char bracket) {
    boolean empty = first.remove(first.size() - 1);
    if (!empty) {
      newline();
    }
    out.append(bracket);
    return this;
  }

  JsonPrinter string(String value) {
    separator();
    quote(value);
    return this;
  }

  JsonPrinter literal(String value) {
    separator();
    out.append(value);
    return this;
  }

  /** Before a value or a field: nothing after a field name, else a comma (but for the first) and a new line. */
  private void separator() {
    if (afterField) {
      afterField = false;
      return;
    }
    if (!first.isEmpty()) {
      if (!first.get(first.size() - 1)) {
        out.append(',');
      }
      first.set(first.size() - 1, Boolean.FALSE);
      newline();
    }
  }

  private void newline() {
    out.append('\n');
    out.append("  ".repeat(first.size()));
  }

  private void quote(String text) {
    out.append(JsonText.quote(text));
  }

  @Override
  public String toString() {
    return out.toString();
  }
}
