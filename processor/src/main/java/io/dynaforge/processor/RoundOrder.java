package io.dynaforge.processor;

import java.util.Comparator;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * A round's elements in the order of their names: javac answers them in source order, ecj in hash
 * order, and what the processor reports (which of two conflicting views gets the error) and writes
 * must not depend on the compiler.
 */
final class RoundOrder {
  private RoundOrder() {}

  static Set<Element> inNameOrder(Set<? extends Element> elements) {
    Set<Element> sorted = new TreeSet<>(Comparator.comparing(RoundOrder::sortName));
    sorted.addAll(elements);
    return sorted;
  }

  private static String sortName(Element e) {
    return e instanceof TypeElement t ? t.getQualifiedName().toString() : e.getKind() + " " + e;
  }
}
