package io.dynaforge.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A local DynamoDB-compatible server on a free loopback port, with configured clients.
 *
 * <pre>{@code
 * try (LocalDynamoDb db = LocalDynamoDb.start()) {
 *     DynamoDbClient client = db.client();
 *     ...
 * }
 * }</pre>
 *
 * <p>{@link #start()} uses an existing endpoint when {@value #ENDPOINT_PROPERTY} or {@value #ENDPOINT_ENV} is set
 * and otherwise starts the engine chosen by {@link Engine#fromEnvironment()} (moto by default). A started server
 * is stopped (its whole process tree) by {@link #close()} or, at the latest, when the JVM exits.
 * {@link #shared()} gives one lazily started server per JVM.
 *
 * <p>Clients use region {@code us-east-1} and dummy static credentials.
 */
public final class LocalDynamoDb implements AutoCloseable {

    /** System property naming an existing endpoint to use instead of starting a server. */
    public static final String ENDPOINT_PROPERTY = "dynamodb.endpoint";

    /** Environment variable naming an existing endpoint, read when {@link #ENDPOINT_PROPERTY} is not set. */
    public static final String ENDPOINT_ENV = "DYNAMODB_ENDPOINT";

    /** System property naming the Python executable that runs moto (default {@code python3}). */
    public static final String PYTHON_PROPERTY = "dynaforge.python";

    /** Environment variable naming the Python executable, read when {@link #PYTHON_PROPERTY} is not set. */
    public static final String PYTHON_ENV = "DYNAFORGE_PYTHON";

    /** System property naming the Node.js executable that runs dynalite (default {@code node}). */
    public static final String NODE_PROPERTY = "dynaforge.node";

    /** Environment variable naming the Node.js executable, read when {@link #NODE_PROPERTY} is not set. */
    public static final String NODE_ENV = "DYNAFORGE_NODE";

    /** The region of every client. */
    public static final Region REGION = Region.US_EAST_1;

    private static final String LOOPBACK = "127.0.0.1";
    private static final long POLL_MILLIS = 50;
    private static final int PORT_ATTEMPTS = 3;
    private static final AwsBasicCredentials CREDENTIALS = AwsBasicCredentials.create("dummy", "dummy");

    private static LocalDynamoDb shared;

    private final URI endpoint;
    private final Engine engine;
    private final ServerProcess process;
    private final DynamoDbClient client;
    private final Thread shutdownHook;
    private volatile boolean isShared;
    private boolean stopped;

    private LocalDynamoDb(URI endpoint, Engine engine, ServerProcess process) {
        this.endpoint = endpoint;
        this.engine = engine;
        this.process = process;
        this.client = configure(DynamoDbClient.builder(), endpoint).build();
        this.shutdownHook = new Thread(this::stop, "dynaforge-local-dynamodb-stop");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /**
     * Uses the endpoint of {@value #ENDPOINT_ENV}/{@value #ENDPOINT_PROPERTY} when set, else starts the engine of
     * {@link Engine#fromEnvironment()}.
     *
     * @return a running server
     * @throws LocalDynamoDbException when the engine is missing or does not start
     */
    public static LocalDynamoDb start() {
        return environmentEndpoint().map(LocalDynamoDb::connect).orElseGet(() -> builder().start());
    }

    /**
     * Starts the given engine, ignoring any configured existing endpoint.
     *
     * @param engine the engine
     * @return a running server
     * @throws LocalDynamoDbException when the engine is missing or does not start
     */
    public static LocalDynamoDb start(Engine engine) {
        return builder().engine(engine).start();
    }

    /**
     * Uses an existing DynamoDB-compatible endpoint; starts nothing, and {@link #close()} only closes the client.
     *
     * @param endpoint the endpoint, e.g. {@code http://localhost:8000}
     * @return an instance handing out clients for the endpoint
     */
    public static LocalDynamoDb connect(URI endpoint) {
        return new LocalDynamoDb(Objects.requireNonNull(endpoint, "endpoint"), null, null);
    }

    /**
     * The existing endpoint configured by {@value #ENDPOINT_PROPERTY} or {@value #ENDPOINT_ENV}.
     *
     * @return the endpoint, when set
     */
    public static Optional<URI> environmentEndpoint() {
        return Settings.get(ENDPOINT_PROPERTY, ENDPOINT_ENV).map(URI::create);
    }

    /**
     * The server shared by the whole JVM, started on first use as {@link #start()} does. Its {@link #close()}
     * does nothing; it is stopped when the JVM exits.
     *
     * @return the shared server
     */
    public static synchronized LocalDynamoDb shared() {
        if (shared == null) {
            LocalDynamoDb db = start();
            db.isShared = true;
            shared = db;
        }
        return shared;
    }

    /** @return a builder for a server with non-default settings */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the endpoint, e.g. {@code http://127.0.0.1:41234} */
    public URI endpoint() {
        return endpoint;
    }

    /** @return the engine this instance started; empty for an existing endpoint */
    public Optional<Engine> engine() {
        return Optional.ofNullable(engine);
    }

    /** @return whether this instance uses an existing endpoint rather than a server it started */
    public boolean isExternal() {
        return process == null;
    }

    /** @return the client owned by this instance; closed by {@link #close()}, don't close it yourself */
    public DynamoDbClient client() {
        return client;
    }

    /**
     * A builder pre-configured for this endpoint (endpoint override, region, credentials, HTTP client), for clients
     * with extra settings, e.g. an {@code ExecutionInterceptor} in {@code overrideConfiguration}. The caller closes
     * the clients it builds.
     *
     * @return a new pre-configured builder
     */
    public DynamoDbClientBuilder clientBuilder() {
        return configure(DynamoDbClient.builder(), endpoint);
    }

    /**
     * A new DynamoDB Streams client of this endpoint (same region, credentials and HTTP client as {@link #client()}),
     * for stream consumers such as {@code io.dynaforge.stream.StreamPoller}. moto serves DynamoDB Streams on the same
     * endpoint (one shard per table); dynalite has no streams. The caller closes it.
     *
     * @return a new streams client
     */
    public software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient streamsClient() {
        return software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient.builder().endpointOverride(endpoint)
                .region(REGION)
                .credentialsProvider(StaticCredentialsProvider.create(CREDENTIALS))
                .httpClientBuilder(Apache5HttpClient.builder())
                .build();
    }

    /**
     * A new client of this endpoint whose every request the recorder records, e.g. to assert that a finder costs one
     * {@code Query}. The caller closes it.
     *
     * @param recorder the recorder to attach
     * @return a new client with the recorder attached
     */
    public DynamoDbClient recordingClient(RequestRecorder recorder) {
        Objects.requireNonNull(recorder, "recorder");
        return clientBuilder().overrideConfiguration(c -> c.addExecutionInterceptor(recorder)).build();
    }

    /**
     * Waits (polling every 50 ms, up to {@link TableWaits#DEFAULT_TIMEOUT}) until a table and its global secondary
     * indexes are {@code ACTIVE}.
     *
     * @param tableName the physical table name
     * @return the table's description
     */
    public TableDescription awaitTableActive(String tableName) {
        return TableWaits.awaitActive(client, tableName, TableWaits.DEFAULT_TIMEOUT);
    }

    /**
     * Waits (polling every 50 ms, up to {@link TableWaits#DEFAULT_TIMEOUT}) until a table no longer exists.
     *
     * @param tableName the physical table name
     */
    public void awaitTableDeleted(String tableName) {
        TableWaits.awaitDeleted(client, tableName, TableWaits.DEFAULT_TIMEOUT);
    }

    /**
     * Removes all data from a server this instance started: moto's {@code POST /moto-api/reset}; on dynalite, every
     * table is deleted. Affects every user of the server.
     *
     * @throws UnsupportedOperationException on an existing endpoint, whose data this instance does not own
     */
    public void reset() {
        if (engine == null) {
            throw new UnsupportedOperationException("reset() is not supported on an existing endpoint " + endpoint);
        }
        if (engine == Engine.MOTO) {
            resetMoto();
        } else {
            deleteAllTables();
        }
    }

    private void resetMoto() {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/moto-api/reset"))
                .POST(HttpRequest.BodyPublishers.noBody())
                .timeout(Duration.ofSeconds(30))
                .build();
        try {
            HttpResponse<String> response = HttpClient.newHttpClient()
                    .send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new LocalDynamoDbException("moto reset failed with HTTP " + response.statusCode() + ": "
                        + response.body());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("moto reset failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LocalDynamoDbException("Interrupted during moto reset", e);
        }
    }

    private void deleteAllTables() {
        for (String table : client.listTablesPaginator().tableNames()) {
            try {
                client.deleteTable(r -> r.tableName(table));
            } catch (ResourceNotFoundException gone) {
                continue;
            }
            awaitTableDeleted(table);
        }
    }

    /**
     * Stops the server this instance started and waits for its processes to end; then its port is free. Closes
     * {@link #client()}. Does nothing on {@link #shared()}, which is stopped at JVM exit.
     */
    @Override
    public void close() {
        if (isShared) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to run
        }
        stop();
    }

    private synchronized void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        client.close();
        if (process != null) {
            process.stop();
        }
    }

    @Override
    public String toString() {
        return "LocalDynamoDb[" + (engine == null ? "existing" : engine.id()) + " at " + endpoint + "]";
    }

    private static DynamoDbClientBuilder configure(DynamoDbClientBuilder builder, URI endpoint) {
        return builder.endpointOverride(endpoint)
                .region(REGION)
                .credentialsProvider(StaticCredentialsProvider.create(CREDENTIALS))
                .httpClientBuilder(Apache5HttpClient.builder());
    }

    /** Settings for starting a server; obtained from {@link LocalDynamoDb#builder()}. */
    public static final class Builder {

        private Engine engine = Engine.fromEnvironment();
        private String python = Settings.get(PYTHON_PROPERTY, PYTHON_ENV).orElse("python3");
        private String node = Settings.get(NODE_PROPERTY, NODE_ENV).orElse("node");
        private Path dynaliteHome;
        private Duration startupTimeout = Duration.ofSeconds(30);

        private Builder() {
        }

        /**
         * @param engine the engine to start (default {@link Engine#fromEnvironment()})
         * @return this builder
         */
        public Builder engine(Engine engine) {
            this.engine = Objects.requireNonNull(engine, "engine");
            return this;
        }

        /**
         * @param executable the Python running moto (default: {@value LocalDynamoDb#PYTHON_PROPERTY},
         *     {@value LocalDynamoDb#PYTHON_ENV}, else {@code python3})
         * @return this builder
         */
        public Builder pythonExecutable(String executable) {
            this.python = Objects.requireNonNull(executable, "executable");
            return this;
        }

        /**
         * @param executable the Node.js running dynalite (default: {@value LocalDynamoDb#NODE_PROPERTY},
         *     {@value LocalDynamoDb#NODE_ENV}, else {@code node})
         * @return this builder
         */
        public Builder nodeExecutable(String executable) {
            this.node = Objects.requireNonNull(executable, "executable");
            return this;
        }

        /**
         * @param home where dynalite is installed (default {@link Dynalite#configuredHome()})
         * @return this builder
         */
        public Builder dynaliteHome(Path home) {
            this.dynaliteHome = Objects.requireNonNull(home, "home");
            return this;
        }

        /**
         * @param timeout how long to wait for the server to answer (default 30 s)
         * @return this builder
         */
        public Builder startupTimeout(Duration timeout) {
            this.startupTimeout = Objects.requireNonNull(timeout, "timeout");
            return this;
        }

        /**
         * Starts the server on a free loopback port and waits until it answers {@code ListTables}.
         *
         * @return the running server
         * @throws LocalDynamoDbException when the engine is missing, exits, or does not answer in time
         */
        public LocalDynamoDb start() {
            for (int attempt = 1; ; attempt++) {
                int port = freePort();
                ServerProcess process = launch(port);
                URI endpoint = URI.create("http://" + LOOPBACK + ":" + port);
                try {
                    awaitReady(process, endpoint);
                    return new LocalDynamoDb(endpoint, engine, process);
                } catch (PortTaken taken) {
                    process.stop();
                    if (attempt == PORT_ATTEMPTS) {
                        throw new LocalDynamoDbException(taken.getMessage());
                    }
                } catch (RuntimeException | Error e) {
                    process.stop();
                    throw e;
                }
            }
        }

        private List<String> command(int port) {
            String portText = Integer.toString(port);
            if (engine == Engine.MOTO) {
                return List.of(python, "-m", "moto.server", "-H", LOOPBACK, "-p", portText);
            }
            Path cli = dynaliteHome == null ? Dynalite.locate() : Dynalite.locate(dynaliteHome);
            return List.of(node, cli.toString(), "--host", LOOPBACK, "--port", portText,
                    "--createTableMs", "0", "--deleteTableMs", "0", "--updateTableMs", "0");
        }

        private ServerProcess launch(int port) {
            List<String> command = command(port);
            try {
                return ServerProcess.start(command);
            } catch (IOException e) {
                String runtime = engine == Engine.MOTO
                        ? "Python 3 with moto, or point -D" + PYTHON_PROPERTY + " (" + PYTHON_ENV + ") at a Python "
                                + "that has it"
                        : "Node.js 20+, or point -D" + NODE_PROPERTY + " (" + NODE_ENV + ") at it";
                throw new LocalDynamoDbException("Cannot start " + engine.id() + ": could not run '"
                        + command.get(0) + "' (" + e.getMessage() + "). Install " + runtime + " and run `"
                        + engine.installHint() + "`, or set " + ENDPOINT_ENV + " to an existing "
                        + "DynamoDB-compatible endpoint.", e);
            }
        }

        private void awaitReady(ServerProcess process, URI endpoint) {
            ClientOverrideConfiguration once = ClientOverrideConfiguration.builder()
                    .retryStrategy(AwsRetryStrategy.doNotRetry())
                    .apiCallAttemptTimeout(Duration.ofSeconds(2))
                    .build();
            long deadline = System.nanoTime() + startupTimeout.toNanos();
            try (DynamoDbClient probe = configure(DynamoDbClient.builder(), endpoint)
                    .overrideConfiguration(once).build()) {
                SdkException last = null;
                while (true) {
                    if (!process.isAlive()) {
                        throw died(process, endpoint);
                    }
                    try {
                        probe.listTables(r -> r.limit(1));
                        return;
                    } catch (SdkException notYet) {
                        last = notYet;
                    }
                    if (System.nanoTime() > deadline) {
                        throw new LocalDynamoDbException(engine.id() + " did not answer at " + endpoint
                                + " within " + startupTimeout + " (last error: " + last.getMessage() + ")."
                                + " Output:" + System.lineSeparator() + process.outputTail(), last);
                    }
                    sleep();
                }
            }
        }

        private RuntimeException died(ServerProcess process, URI endpoint) {
            String output = process.outputTail();
            if (output.contains("Address already in use") || output.contains("EADDRINUSE")) {
                return new PortTaken(engine.id() + " could not bind " + endpoint + ": the port was taken");
            }
            return new LocalDynamoDbException(engine.id() + " exited with code " + process.exitValue()
                    + " before answering at " + endpoint + ". Is it installed? Run `" + engine.installHint()
                    + "`, or set " + ENDPOINT_ENV + " to an existing DynamoDB-compatible endpoint. Output:"
                    + System.lineSeparator() + output);
        }

        private static int freePort() {
            try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(LOOPBACK))) {
                return socket.getLocalPort();
            } catch (IOException e) {
                throw new UncheckedIOException("No free loopback port", e);
            }
        }

        private static void sleep() {
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LocalDynamoDbException("Interrupted while waiting for the server to start", e);
            }
        }
    }

    /** The server could not bind the chosen port because another process took it meanwhile. */
    private static final class PortTaken extends RuntimeException {

        private static final long serialVersionUID = 1L;

        PortTaken(String message) {
            super(message, null, false, false);
        }
    }
}
