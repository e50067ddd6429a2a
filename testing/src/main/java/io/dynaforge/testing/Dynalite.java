package io.dynaforge.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Locates a dynalite installation.
 *
 * <p>dynalite is not bundled: a build installs it with npm, e.g.
 * {@code npm install --no-audit --no-fund --prefix target/dynalite dynalite@4.0.0}, and tells the tests where
 * it is with the system property {@value #HOME_PROPERTY} (Maven: surefire/failsafe
 * {@code systemPropertyVariables}) or the environment variable {@value #HOME_ENV}. The home is either the npm
 * {@code --prefix} folder (holding {@code node_modules/dynalite}) or the package folder itself. The
 * {@code dynaforge-testing} build does this for its own tests; other modules that want dynalite must do the
 * same, as a dependency's build folder is not available to them.
 */
public final class Dynalite {

    /** The dynalite version this module is tested with. */
    public static final String VERSION = "4.0.0";

    /** System property naming the dynalite home. */
    public static final String HOME_PROPERTY = "dynaforge.dynalite.home";

    /** Environment variable naming the dynalite home, read when {@link #HOME_PROPERTY} is not set. */
    public static final String HOME_ENV = "DYNAFORGE_DYNALITE_HOME";

    private static final String CLI = "cli.js";

    private Dynalite() {
    }

    /**
     * The configured dynalite home, when set.
     *
     * @return the value of {@value #HOME_PROPERTY} or {@value #HOME_ENV}
     */
    public static Optional<Path> configuredHome() {
        return Settings.get(HOME_PROPERTY, HOME_ENV).map(Path::of);
    }

    /**
     * The dynalite command-line script of the configured home.
     *
     * @return the path of dynalite's {@code cli.js}
     * @throws LocalDynamoDbException when no home is configured or dynalite is not installed there
     */
    public static Path locate() {
        Path home = configuredHome().orElseThrow(() -> new LocalDynamoDbException(
                "dynalite location unknown: set -D" + HOME_PROPERTY + "=<dir> (or " + HOME_ENV + ") to a folder "
                        + "where `npm install --prefix <dir> dynalite@" + VERSION + "` was run, "
                        + "or set DYNAMODB_ENDPOINT to an existing DynamoDB-compatible endpoint"));
        return locate(home);
    }

    /**
     * The dynalite command-line script under a home folder.
     *
     * @param home an npm {@code --prefix} folder or the dynalite package folder
     * @return the path of dynalite's {@code cli.js}
     * @throws LocalDynamoDbException when dynalite is not installed there
     */
    public static Path locate(Path home) {
        for (Path candidate : new Path[] {home.resolve("node_modules/dynalite").resolve(CLI), home.resolve(CLI)}) {
            if (Files.isRegularFile(candidate)) {
                return candidate.toAbsolutePath();
            }
        }
        throw new LocalDynamoDbException("dynalite is not installed in " + home.toAbsolutePath()
                + ": run `npm install --no-audit --no-fund --prefix " + home + " dynalite@" + VERSION + "` "
                + "(the dynaforge-testing build does this unless tests are skipped), "
                + "or set DYNAMODB_ENDPOINT to an existing DynamoDB-compatible endpoint");
    }
}
