package io.dynaforge.examples.arena;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.testing.LocalDynamoDb;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's example command, run as a user runs it (a Maven subprocess from the root of this checkout), stops
 * the local server it started: no {@code moto.server} process started by it is still running when it prints
 * "Stopped; bye." (when the poll sees that line before Maven exits; the example's {@code main} stops it, not an exit
 * hook, which {@code exec:java} in Maven's JVM does not reliably run), nor once Maven has exited.
 *
 * <p>Only servers the command started are counted (and, should the test fail, stopped): the descendants of the
 * Maven process, polled while it runs, and on Linux every process whose environment carries this run's marker
 * variable (a server orphaned before a poll saw it still inherited it). Servers of tests running at the same time
 * are neither counted nor touched.
 */
class ReadmeExampleCommandTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String SERVER = "moto.server";
    private static final String MARKER = "DYNAFORGE_README_EXAMPLE_RUN";
    private static final String BYE = "Stopped; bye.";

    @Test
    void theReadmeCommandRunsTheExampleAndLeavesNoServerRunning() throws Exception {
        List<String> command = new ArrayList<>(readmeCommand());
        command.set(0, mavenExecutable());
        Optional.ofNullable(System.getProperty("dynaforge.maven.repo.local")).filter(s -> !s.isBlank())
                .ifPresent(repository -> command.add("-Dmaven.repo.local=" + repository));
        if ("offline=true".equals(System.getProperty("dynaforge.maven.offline"))) {
            command.add("-o");
        }
        String marker = UUID.randomUUID().toString();
        Path log = Files.createTempFile("readme-example", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(ROOT.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put(MARKER, marker);
        builder.environment().remove(io.dynaforge.testing.Engine.ENV); // the README's default engine: moto
        boolean external = LocalDynamoDb.environmentEndpoint().isPresent(); // DYNAMODB_ENDPOINT: nothing started

        Map<Long, ProcessHandle> started = new LinkedHashMap<>();
        List<String> aliveAtBye = null; // the servers still running when the example said it stopped
        Process maven = builder.start();
        try {
            Instant deadline = Instant.now().plusSeconds(600);
            while (!maven.waitFor(100, TimeUnit.MILLISECONDS) && Instant.now().isBefore(deadline)) {
                maven.descendants().filter(ReadmeExampleCommandTest::isServer)
                        .forEach(server -> started.putIfAbsent(server.pid(), server));
                if (aliveAtBye == null && Files.readString(log, StandardCharsets.UTF_8).contains(BYE)) {
                    aliveAtBye = started.values().stream().filter(ProcessHandle::isAlive)
                            .map(ReadmeExampleCommandTest::describe).toList();
                }
            }
            boolean exited = !maven.isAlive();
            if (!exited) {
                maven.descendants().forEach(ProcessHandle::destroyForcibly);
                maven.destroyForcibly();
            }
            carrying(marker).forEach(server -> started.putIfAbsent(server.pid(), server));
            String output = Files.readString(log, StandardCharsets.UTF_8);

            assertThat(exited).as("the command ended within 10 minutes:%n%s", output).isTrue();
            assertThat(maven.exitValue()).as(output).isZero();
            assertThat(output).contains("returned 4 items", BYE);
            if (external) {
                assertThat(started).as("servers started although DYNAMODB_ENDPOINT is set").isEmpty();
            } else {
                assertThat(started).as("the example started its own server:%n%s", output).isNotEmpty();
            }
            if (aliveAtBye != null) { // seen before Maven exited: main itself stopped them, no exit hook did
                assertThat(aliveAtBye).as("servers still running when the example printed \"%s\"", BYE).isEmpty();
            }
            assertThat(started.values().stream().filter(ProcessHandle::isAlive).map(ReadmeExampleCommandTest::describe))
                    .as("servers the command started and left running").isEmpty();
        } finally {
            started.values().stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
            Files.deleteIfExists(log);
        }
    }

    /** The command of the README's "Quick start" that runs the example, split into its words. */
    private static List<String> readmeCommand() throws IOException {
        try (Stream<String> lines = Files.lines(ROOT.resolve("README.md"))) {
            String line = lines.map(String::trim).filter(l -> l.startsWith("mvn ") && l.contains("-pl examples"))
                    .findFirst().orElseThrow(() -> new AssertionError("README.md shows no example command"));
            assertThat(line).contains("-Prun");
            return Arrays.asList(line.split("\\s+"));
        }
    }

    /** The Maven running this build ({@code maven.home}, passed by the POM), else {@code mvn} on the path. */
    private static String mavenExecutable() {
        return Optional.ofNullable(System.getProperty("dynaforge.maven.home")).filter(s -> !s.isBlank())
                .map(home -> Path.of(home, "bin", "mvn").toString()).orElse("mvn");
    }

    private static boolean isServer(ProcessHandle process) {
        return process.info().commandLine().map(c -> c.contains(SERVER)).orElse(false);
    }

    /** The server processes (Linux: read from {@code /proc}) whose environment holds this run's marker. */
    private static List<ProcessHandle> carrying(String marker) {
        if (!Files.isDirectory(Path.of("/proc/self"))) {
            return List.of();
        }
        byte[] entry = (MARKER + "=" + marker).getBytes(StandardCharsets.UTF_8);
        return ProcessHandle.allProcesses().filter(ReadmeExampleCommandTest::isServer).filter(process -> {
            try {
                byte[] environment = Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "environ"));
                return indexOf(environment, entry) >= 0;
            } catch (IOException | SecurityException unreadable) {
                return false; // another user's process, or gone
            }
        }).toList();
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static String describe(ProcessHandle process) {
        return process.pid() + " " + process.info().commandLine().orElse("?");
    }
}
