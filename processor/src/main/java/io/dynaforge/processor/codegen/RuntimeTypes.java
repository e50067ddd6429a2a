package io.dynaforge.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

/** The runtime and SDK types generated code refers to. */
final class RuntimeTypes {
  private RuntimeTypes() {}

  static final ClassName ATTRIBUTE_VALUE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "AttributeValue");
  static final ClassName SCALAR_ATTRIBUTE_TYPE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ScalarAttributeType");
  static final ClassName SDK_BYTES = ClassName.get("software.amazon.awssdk.core", "SdkBytes");

  static final String MAPPING = "io.dynaforge.mapping";
  /** Codegen support: what generated code calls but users should not (not API). */
  static final String INTERNAL = "io.dynaforge.internal";
  static final ClassName ATTRIBUTE_VALUES = ClassName.get(INTERNAL, "AttributeValues");
  static final ClassName ITEM_VALUES = ClassName.get(INTERNAL, "ItemValues");
  static final ClassName SCALAR_CODEC = ClassName.get(INTERNAL, "ScalarCodec");
  static final ClassName ATTRIBUTE_PATH = ClassName.get(MAPPING, "AttributePath");
  static final ClassName ENTITY_MAPPER = ClassName.get(MAPPING, "EntityMapper");
  static final ClassName ITEM_MAPPER = ClassName.get(MAPPING, "ItemMapper");
  static final ClassName ENTITY_METADATA = ClassName.get(MAPPING, "EntityMetadata");
  static final ClassName KIND_PATTERN = ClassName.get(MAPPING, "KindPattern");
  static final ClassName DERIVED_COLUMN = ClassName.get(MAPPING, "DerivedColumn");
  static final ClassName INDEX_PROJECTION = ClassName.get("io.dynaforge.annotation", "IndexProjection");
  static final ClassName KEY_ATTRIBUTE = ClassName.get(MAPPING, "KeyAttribute");
  static final ClassName ATOMIC_COUNTER_ATTRIBUTE = ClassName.get(MAPPING, "AtomicCounterAttribute");
  static final ClassName KEY_VALUES = ClassName.get(INTERNAL, "KeyValues");
  static final ClassName AUDITORS = ClassName.get(INTERNAL, "Auditors");
  /** Names the running repository method in observations. */
  static final ClassName REPOSITORY_METHOD = ClassName.get("io.dynaforge.core", "RepositoryMethod");

  static final ClassName MAP = ClassName.get("java.util", "Map");
  static final ClassName HASH_MAP = ClassName.get("java.util", "HashMap");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName SET = ClassName.get("java.util", "Set");
  static final ClassName LINKED_HASH_SET = ClassName.get("java.util", "LinkedHashSet");
  static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
  static final ClassName INSTANT = ClassName.get("java.time", "Instant");
  static final ClassName ZONE_OFFSET = ClassName.get("java.time", "ZoneOffset");

  static final TypeName ITEM =
      ParameterizedTypeName.get(MAP, ClassName.get(String.class), ATTRIBUTE_VALUE);
}
