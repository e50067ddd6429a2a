package io.dynaforge.examples.arena;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.testing.LocalDynamoDb;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The application as Spring AOT processed it at build time ({@code spring-boot-maven-plugin:process-aot}), started
 * in its own JVM with {@code -Dspring.aot.enabled=true} on this JVM's local server: the bean definitions come
 * from generated code (the repositories from {@code new <Repo>_Impl.Factory().create(...)}), and the repository
 * calls of the use cases work.
 */
class ArenaAotTest {

    @Test
    void theAotProcessedApplicationStartsAndItsRepositoriesWork() throws IOException, InterruptedException {
        Path classes = Path.of(System.getProperty("dynaforge.example.classes"));
        assertThat(classes.resolve("io/dynaforge/examples/arena/ArenaApplication__ApplicationContextInitializer.class"))
                .as("process-aot output").exists();
        String classpath = classes + File.pathSeparator
                + Files.readString(Path.of(System.getProperty("dynaforge.example.classpath"))).trim();
        Path log = Files.createTempFile("arena-aot", ".log");
        ProcessBuilder builder = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dspring.aot.enabled=true", "-cp", classpath, ArenaApplication.class.getName(),
                "--dynaforge.table-prefix=ArenaAotTest-"))
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put(LocalDynamoDb.ENDPOINT_ENV, LocalDynamoDb.shared().endpoint().toString());
        Process process = builder.start();
        boolean exited = process.waitFor(2, TimeUnit.MINUTES);
        if (!exited) {
            process.destroyForcibly();
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.delete(log);
        assertThat(exited).as(output).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).contains(
                "(AOT-processed context)",
                "returned 4 items",
                "PLAYER#p1: player Ada (rating 1820)",
                "MatchRepository.findByPkAndMatchDate -> Query #pk = :pk AND begins_with(#sk, :sk)",
                "Schema check (what dynaforge.schema-action=validate runs at start-up): valid",
                "dynaforge.request db.dynamodb.index=none db.dynamodb.table=ArenaAotTest-arena db.operation=Query"
                        + " db.system=dynamodb dynaforge.entity=Player dynaforge.method=PlayerRepository.findByPk");
        assertThat(LocalDynamoDb.shared().client().listTables().tableNames()).contains("ArenaAotTest-arena");
    }
}
