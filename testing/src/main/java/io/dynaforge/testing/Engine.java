package io.dynaforge.testing;

import java.util.Locale;

/** The DynamoDB-compatible server implementations {@link LocalDynamoDb} can start. */
public enum Engine {

    /** moto's server mode ({@code python3 -m moto.server}); install with {@code pip install 'moto[server]'}. */
    MOTO("moto", "pip install 'moto[server]'"),

    /** dynalite on Node.js; install with {@code npm install dynalite@4.0.0}, see {@link Dynalite}. */
    DYNALITE("dynalite", "npm install dynalite@" + Dynalite.VERSION);

    /** System property choosing the engine: {@code moto} (default) or {@code dynalite}. */
    public static final String PROPERTY = "dynaforge.engine";

    /** Environment variable choosing the engine, read when {@link #PROPERTY} is not set. */
    public static final String ENV = "DYNAFORGE_ENGINE";

    private final String id;
    private final String installHint;

    Engine(String id, String installHint) {
        this.id = id;
        this.installHint = installHint;
    }

    /** @return the lower-case name used in {@link #PROPERTY} */
    public String id() {
        return id;
    }

    /** @return the command that installs this engine */
    public String installHint() {
        return installHint;
    }

    /**
     * The engine named by {@value #PROPERTY} or {@value #ENV}, {@link #MOTO} when neither is set.
     *
     * @return the configured engine
     * @throws LocalDynamoDbException when the name is unknown
     */
    public static Engine fromEnvironment() {
        return Settings.get(PROPERTY, ENV).map(Engine::of).orElse(MOTO);
    }

    /**
     * @param id {@code moto} or {@code dynalite}, case-insensitive
     * @return the engine
     * @throws LocalDynamoDbException when the name is unknown
     */
    public static Engine of(String id) {
        for (Engine engine : values()) {
            if (engine.id.equals(id.trim().toLowerCase(Locale.ROOT))) {
                return engine;
            }
        }
        throw new LocalDynamoDbException("Unknown DynamoDB engine '" + id + "' in " + PROPERTY + "/" + ENV
                + "; use 'moto' or 'dynalite'");
    }
}
