package io.dynaforge.core.engine;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.Internal;
import io.dynaforge.core.ItemCipher;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The read stages of a template that apply to an item it did not read itself (a stream image): its
 * items' encryption ({@link #encryption()}) and its extensions' {@code afterRead} ({@link #afterRead}),
 * the same {@link Extensions} every read of the template goes through. What {@code StreamDecoder.of(template,
 * ...)} and {@code StreamDecoder.forTable(template, ...)} apply; {@link #NONE} applies nothing. Not for
 * applications.
 */
@Internal
public final class ReadStages {

  /** No extensions, no encryption: the template-less decoders'. */
  public static final ReadStages NONE = new ReadStages(Extensions.NONE, null);

  private final Extensions extensions;
  private final ItemCipher cipher;

  private ReadStages(Extensions extensions, ItemCipher cipher) {
    this.extensions = extensions;
    this.cipher = cipher;
  }

  /**
   * The read stages of a template.
   *
   * @throws IllegalArgumentException when {@code template} is not a {@link DynamoDbTemplate}: another
   *     {@link DynamoDbOperations} does not expose its extensions or encryption, and decoding without them
   *     would hand out items as stored
   */
  public static ReadStages of(DynamoDbOperations template) {
    Objects.requireNonNull(template, "template");
    if (template instanceof TemplateEngine t) {
      TemplateRuntime runtime = t.runtime();
      return new ReadStages(runtime.services().extensions(), runtime.encryption());
    }
    throw new IllegalArgumentException("The read stages of a " + template.getClass().getName() + " are unknown:"
        + " only a DynamoDbTemplate exposes its extensions and encryption (decode without a template, with"
        + " decryptingWith for the encryption, or pass the DynamoDbTemplate itself)");
  }

  /** The template's items' encryption, or {@code null}. */
  public ItemCipher encryption() {
    return cipher;
  }

  /**
   * The item through every extension's {@code afterRead} in order, as every read of the template does
   * before converting an item of {@code entityType}.
   *
   * @param entityType the entity the item is about to be converted to
   * @param physicalTable the table the item is of
   * @return the item to convert, or {@code null} when an extension skipped it
   */
  public Map<String, AttributeValue> afterRead(Class<?> entityType, String physicalTable,
      Map<String, AttributeValue> item) {
    return extensions.read(entityType, physicalTable, item);
  }

  @Override
  public String toString() {
    return "ReadStages[extensions=" + extensions.size() + ", encryption=" + (cipher != null) + "]";
  }
}
