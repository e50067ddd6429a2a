package io.dynaforge.it.singletable;

final class StoredMatchKeys {
  private StoredMatchKeys() {}

  static String composeWithHash() {
    return WinnerMatch_Keys.sk("p#1", 2);
  }
}
