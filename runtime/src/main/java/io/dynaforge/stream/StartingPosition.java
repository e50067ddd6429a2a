package io.dynaforge.stream;

/** Where a {@link StreamPoller} starts reading a shard it has no checkpoint for. */
public enum StartingPosition {
  /** The oldest record the stream still holds (up to 24 hours back). */
  TRIM_HORIZON,
  /** Only changes made after the poller started. Shards that appear later are read from their start. */
  LATEST
}
