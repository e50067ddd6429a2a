package io.dynaforge.processor.util;

/** Java constant names for generated fields: {@code matchDate} becomes {@code MATCH_DATE}. */
public final class ConstantNames {

  private ConstantNames() {}

  /**
   * Upper snake case: an underscore before each ASCII capital that follows a lower-case letter or a
   * digit, then everything upper-cased ({@code findTop3ByPk} becomes {@code FIND_TOP3_BY_PK}).
   */
  public static String of(String camel) {
    StringBuilder b = new StringBuilder(camel.length() + 8);
    char previous = 0;
    for (int i = 0; i < camel.length(); i++) {
      char c = camel.charAt(i);
      if (c >= 'A' && c <= 'Z' && (previous >= 'a' && previous <= 'z' || previous >= '0' && previous <= '9')) {
        b.append('_');
      }
      b.append(c >= 'a' && c <= 'z' ? (char) (c - ('a' - 'A')) : Character.toUpperCase(c));
      previous = c;
    }
    return b.toString();
  }
}
