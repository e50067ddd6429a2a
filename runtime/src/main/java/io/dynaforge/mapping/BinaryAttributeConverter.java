package io.dynaforge.mapping;

/**
 * An {@link AttributeConverter} that always writes a binary (B) attribute. Implementing this instead of
 * the plain interface tells the processor the stored type at compile time, so the converted property
 * may be a partition or sort key (keys must be S, N or B) and tables are created with the right key
 * type.
 *
 * @param <T> the property type
 */
public interface BinaryAttributeConverter<T> extends AttributeConverter<T> {}
