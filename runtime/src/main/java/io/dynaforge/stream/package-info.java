/**
 * Change streams as typed events: {@link io.dynaforge.stream.StreamDecoder} turns each DynamoDB
 * Streams record into a {@link io.dynaforge.stream.ChangeEvent} of its entity kind (through the
 * generated mappers and the runtime's one kind rule, {@code io.dynaforge.core.engine.Kinds}), a generated
 * {@code <Handler>_Dispatcher} ({@link io.dynaforge.stream.ChangeDispatcher}) calls the handler's
 * {@code @OnChange} methods, and {@link io.dynaforge.stream.StreamPoller} consumes a table's stream in
 * one process, at least once, with {@link io.dynaforge.stream.CheckpointStore checkpoints}.
 *
 * <p>This package depends on {@code core} and {@code mapping}; nothing there depends on it.
 */
package io.dynaforge.stream;
