package io.dynaforge.schema;

/**
 * How far one segment of a {@link Backfill} got: running totals of that segment in this run, reported
 * after each page of it and when it ends.
 *
 * @param segment the segment (0 to segments − 1)
 * @param read the items of the kind read
 * @param rewritten the items rewritten (in a dry run: that would be rewritten)
 * @param unchanged the items that already held what the mapper writes (or were deleted before they
 *     could be rewritten)
 * @param failed the items that could not be rewritten (named in {@link BackfillReport#failedItems()})
 */
public record BackfillProgress(int segment, long read, long rewritten, long unchanged, long failed) {}
