package io.dynaforge.examples.arena;

import io.micrometer.common.KeyValue;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationView;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A Micrometer {@link ObservationHandler} that keeps, for printing, the low-cardinality keys of every
 * {@code dynaforge.request} observation (one per request the template sends) made inside {@link #watch}: the
 * requests of one use case, nested under its own observation. Requests outside it (the start-up's, the other use
 * cases') are observed too, and ignored here.
 */
public class RequestObservations implements ObservationHandler<Observation.Context> {

    /** The name of the parent observation {@link #watch} opens. */
    public static final String PARENT = "arena.use-case";

    private final List<String> seen = new ArrayList<>();

    @Override
    public boolean supportsContext(Observation.Context context) {
        return "dynaforge.request".equals(context.getName());
    }

    @Override
    public void onStop(Observation.Context context) {
        ObservationView parent = context.getParentObservation();
        if (parent == null || !PARENT.equals(parent.getContextView().getName())) {
            return;
        }
        StringBuilder line = new StringBuilder(context.getName());
        for (KeyValue keyValue : context.getLowCardinalityKeyValues()) {
            line.append(' ').append(keyValue.getKey()).append('=').append(keyValue.getValue());
        }
        synchronized (seen) {
            seen.add(line.toString());
        }
    }

    /**
     * Runs {@code call} inside an observation {@value #PARENT} of {@code registry} and returns its result with the
     * {@code dynaforge.request} observations it caused.
     *
     * @param registry the registry the template observes its requests with
     * @param call     the repository call
     * @return the call's result and one line per request it sent
     */
    public <T> Observed<T> watch(io.micrometer.observation.ObservationRegistry registry, Supplier<T> call) {
        synchronized (seen) {
            seen.clear();
        }
        T result = Observation.createNotStarted(PARENT, registry).observe(call);
        synchronized (seen) {
            return new Observed<>(result, List.copyOf(seen));
        }
    }

    /**
     * What {@link #watch} returns.
     *
     * @param result       the call's result
     * @param observations one line per {@code dynaforge.request} observation: its name and low-cardinality keys
     */
    public record Observed<T>(T result, List<String> observations) {}
}
