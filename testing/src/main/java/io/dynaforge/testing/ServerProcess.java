package io.dynaforge.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A child server process whose merged stdout/stderr is drained continuously, keeping the last lines for
 * error messages.
 */
final class ServerProcess {

    private static final int TAIL_LINES = 40;

    private final Process process;
    private final Deque<String> tail = new ArrayDeque<>();

    private ServerProcess(Process process) {
        this.process = process;
    }

    /**
     * Starts a command.
     *
     * @param command the command line
     * @return the running process
     * @throws IOException when the executable cannot be run (e.g. it does not exist)
     */
    static ServerProcess start(List<String> command) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PYTHONUNBUFFERED", "1");
        ServerProcess server = new ServerProcess(builder.start());
        Thread drain = new Thread(server::drain, "dynaforge-server-output-" + server.process.pid());
        drain.setDaemon(true);
        drain.start();
        return server;
    }

    private void drain() {
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                synchronized (tail) {
                    if (tail.size() == TAIL_LINES) {
                        tail.removeFirst();
                    }
                    tail.addLast(line);
                }
            }
        } catch (IOException closed) {
            // the process is gone; keep what was read
        }
    }

    /** @return whether the process is still running */
    boolean isAlive() {
        return process.isAlive();
    }

    /** @return the exit code; only meaningful once the process is no longer alive */
    int exitValue() {
        return process.exitValue();
    }

    /** @return the process id */
    long pid() {
        return process.pid();
    }

    /**
     * The last lines of the process's output. Waits a moment for the output to be drained when the process
     * has already exited.
     *
     * @return the lines, newline-separated
     */
    String outputTail() {
        if (!process.isAlive()) {
            try {
                process.waitFor(200, TimeUnit.MILLISECONDS);
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (tail) {
            return String.join(System.lineSeparator(), tail);
        }
    }

    /** Terminates the process and all its descendants and waits until they are gone. */
    void stop() {
        List<ProcessHandle> tree = process.descendants().toList();
        tree.forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
            for (ProcessHandle child : tree) {
                if (child.isAlive()) {
                    child.destroyForcibly();
                }
                child.onExit().get(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            tree.forEach(ProcessHandle::destroyForcibly);
        }
    }
}
