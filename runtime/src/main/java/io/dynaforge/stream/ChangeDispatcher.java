package io.dynaforge.stream;

/**
 * Calls a handler's methods for one change. The processor generates one for each
 * {@code @StreamHandler} class ({@code <Handler>_Dispatcher}, built with
 * {@code new <Handler>_Dispatcher(handler)}): it calls the {@code @OnChange} method of the event's
 * kind and change type, without reflection, and ignores events no method handles. Consumers
 * ({@link StreamPoller}, the KCL and Lambda adapters) call it once per record, in order within a shard;
 * an exception it throws is the handler's failure, and the change is delivered again.
 */
@FunctionalInterface
public interface ChangeDispatcher {

  /** Dispatches one event to the handler method for its kind and change type, if any. */
  void dispatch(ChangeEvent<?> event);
}
