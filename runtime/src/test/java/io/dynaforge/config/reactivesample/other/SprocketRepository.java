package io.dynaforge.config.reactivesample.other;

/** A reactive repository in a sub-package, to check base-package filtering. */
public interface SprocketRepository {
}
