package io.dynaforge.testing;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class MissingEngineTest {

    @Test
    void missingPythonSaysWhatToInstall() {
        String previous = System.getProperty(LocalDynamoDb.PYTHON_PROPERTY);
        System.setProperty(LocalDynamoDb.PYTHON_PROPERTY, "/nonexistent/dynaforge/python3");
        try {
            assertThatThrownBy(() -> LocalDynamoDb.builder().engine(Engine.MOTO).start())
                    .isInstanceOf(LocalDynamoDbException.class)
                    .hasMessageContaining("/nonexistent/dynaforge/python3")
                    .hasMessageContaining("pip install 'moto[server]'")
                    .hasMessageContaining("DYNAMODB_ENDPOINT");
        } finally {
            if (previous == null) {
                System.clearProperty(LocalDynamoDb.PYTHON_PROPERTY);
            } else {
                System.setProperty(LocalDynamoDb.PYTHON_PROPERTY, previous);
            }
        }
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void pythonWithoutMotoFailsFastWithItsOutput(@TempDir Path dir) throws Exception {
        Path python = dir.resolve("python-without-moto");
        Files.writeString(python, "#!/bin/sh\necho \"No module named moto\" >&2\nexit 1\n");
        Files.setPosixFilePermissions(python, PosixFilePermissions.fromString("rwx------"));

        assertThatThrownBy(() -> LocalDynamoDb.builder().engine(Engine.MOTO).pythonExecutable(python.toString()).start())
                .isInstanceOf(LocalDynamoDbException.class)
                .hasMessageContaining("exited with code 1")
                .hasMessageContaining("No module named moto")
                .hasMessageContaining("pip install 'moto[server]'")
                .hasMessageContaining("DYNAMODB_ENDPOINT");
    }

    @Test
    void missingDynaliteSaysWhatToInstall(@TempDir Path emptyHome) {
        assertThatThrownBy(() -> LocalDynamoDb.builder().engine(Engine.DYNALITE).dynaliteHome(emptyHome).start())
                .isInstanceOf(LocalDynamoDbException.class)
                .hasMessageContaining("npm install")
                .hasMessageContaining("dynalite@4.0.0")
                .hasMessageContaining("DYNAMODB_ENDPOINT");
    }
}
