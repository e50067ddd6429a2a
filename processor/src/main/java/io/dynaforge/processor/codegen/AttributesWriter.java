package io.dynaforge.processor.codegen;

import io.dynaforge.processor.util.UniqueNames;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.AttributeKind;
import io.dynaforge.processor.model.AttributeAction;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.model.TypeMappingResolver;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Entity>_Attributes} for a {@code @Table} entity: one typed attribute constant of
 * {@code io.dynaforge.expression} per stored property, named exactly as the property, carrying its
 * stored attribute name and a codec that writes a value as the mapper's {@code toItem} does (the
 * same {@link ConversionCode}); one {@code KeyAttribute} per template-composed key column, named as
 * its {@code _Keys} composer ({@code sk}, {@code gsi1sk}); one nested class per {@code @Embedded}
 * (flattened) member, named as the member, holding its properties' constants with their flattened
 * attribute names ({@code Match_Attributes.score.home}). {@code @Derived} placeholders get none.
 * Assumes a valid model.
 */
public final class AttributesWriter {

  private static final ClassName ATTRIBUTE = RuntimeTypes.ATTRIBUTE;
  private static final ClassName STRING_ATTRIBUTE = RuntimeTypes.STRING_ATTRIBUTE;
  private static final ClassName NUMBER_ATTRIBUTE = RuntimeTypes.NUMBER_ATTRIBUTE;
  private static final ClassName LIST_ATTRIBUTE = RuntimeTypes.LIST_ATTRIBUTE;
  private static final ClassName SET_ATTRIBUTE = RuntimeTypes.SET_ATTRIBUTE;
  private static final ClassName KEY_ATTRIBUTE = RuntimeTypes.EXPRESSION_KEY_ATTRIBUTE;
  private static final ClassName VERSION_ATTRIBUTE = RuntimeTypes.VERSION_ATTRIBUTE;
  private static final TypeName STRING = ClassName.get(String.class);

  private final GeneratedAnnotation generated;

  public AttributesWriter(GeneratedAnnotation generated) {
    this.generated = generated;
  }

  /** {@code com.acme.Customer} gives {@code com.acme.Customer_Attributes} (nested types flatten with _). */
  public static ClassName attributesName(EntityModel model) {
    return TypeMappingResolver.suffixed(model.className(), "_Attributes");
  }

  public JavaFile write(EntityModel model) {
    ClassName name = attributesName(model);
    // the constants' names, at every level: lambda parameters and converter fields avoid them (a
    // parameter hiding a field is an ecj warning), and a type of the same simple name is written
    // qualified (a field named StringAttribute would obscure the type StringAttribute.of refers to)
    Set<String> constants = new HashSet<>();
    constantNames(model, constants);
    Map<KeyTemplate, String> columns = columnConstants(model);
    constants.addAll(columns.values());
    ConversionCode code = new ConversionCode(constants);
    String parameter = "v";
    while (constants.contains(parameter)) {
      parameter += "_";
    }
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addOriginatingElement(model.element())
        .addJavadoc("The attributes of {@link $T} for typed conditions and updates ({@code io.dynaforge.expression}):\n"
            + "each carries its stored name and encodes a value as {@link $T} writes it. Key attributes\n"
            + "({@code KeyAttribute}) are for conditions only.\n", model.className(), model.mapperName());
    model.properties().stream().filter(p -> p.flattened() != null).findFirst().ifPresent(member -> type.addJavadoc(
        "The properties of an {@code @Embedded} member are in the nested class named after the member\n"
            + "({@code $L.$L.property}).\n", name.simpleName(), member.name()));
    generated.addTo(type);
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());

    UniqueNames names = new UniqueNames();
    names.newName(name.simpleName());
    columns.values().forEach(names::newName);
    List<FieldSpec> fields = new ArrayList<>();
    List<TypeSpec> members = new ArrayList<>();
    addLevel(model, model, code, parameter, names, List.of(name.simpleName()), fields, members);
    for (KeyTemplate t : model.composedKeyColumns()) {
      fields.add(constant(model, columns.get(t), KEY_ATTRIBUTE, STRING, t.column(),
          CodeBlock.of("$T.STRING", RuntimeTypes.SCALAR_CODEC), null,
          "The key attribute " + JavadocText.code(t.column()) + ", composed by " + JavadocText.code(t.display())
              + " (compose its values with {@code " + String.join("_", model.className().simpleNames())
              + "_Keys}).\n"));
    }
    code.addConverterFields(type); // before the constants, whose initialisers use them
    fields.forEach(type::addField);
    members.forEach(type::addType);
    type.alwaysQualify(constants.toArray(String[]::new));
    return JavaFile.builder(name.packageName(), type.build()).skipJavaLangImports(true).indent("    ").build();
  }

  /**
   * The constant of each composed key column: its {@code _Keys} composer's name ({@code sk},
   * {@code gsi1sk}), with {@code _} appended while a property of the entity (or a keyword) has it.
   */
  private static Map<KeyTemplate, String> columnConstants(EntityModel model) {
    Set<String> taken = new HashSet<>();
    model.properties().forEach(p -> taken.add(p.name()));
    Map<KeyTemplate, String> columns = new LinkedHashMap<>();
    for (KeyTemplate t : model.composedKeyColumns()) {
      String constant = t.methodName();
      while (!taken.add(constant) || SourceVersion.isKeyword(constant)) {
        constant += "_";
      }
      columns.put(t, constant);
    }
    return columns;
  }

  private static void constantNames(EntityModel model, Set<String> into) {
    for (PropertyModel p : model.properties()) {
      into.add(p.name());
      if (p.flattened() != null) {
        constantNames(p.flattened().type(), into);
      }
    }
  }

  /**
   * The constants of one model's stored properties (named exactly as the properties, which are
   * unique in their model), then one nested class per flattened member, named as the member unless a
   * constant of this level or an enclosing class already has that name.
   */
  private void addLevel(EntityModel root, EntityModel model, ConversionCode code, String parameter,
      UniqueNames names, List<String> enclosing, List<FieldSpec> fields, List<TypeSpec> members) {
    List<PropertyModel> flattened = new ArrayList<>();
    for (PropertyModel p : model.properties()) {
      if (p.derived() != null) {
        continue; // only composed into its template
      }
      if (p.flattened() != null) {
        flattened.add(p);
        continue;
      }
      names.newName(p.name(), p);
      fields.add(property(root, p, code, parameter));
    }
    for (PropertyModel p : flattened) {
      String className = p.name();
      while (enclosing.contains(className)) {
        className += "_";
      }
      className = names.newName(className, p);
      List<String> nestedEnclosing = new ArrayList<>(enclosing);
      nestedEnclosing.add(className);
      UniqueNames nestedNames = new UniqueNames();
      List<FieldSpec> nestedFields = new ArrayList<>();
      List<TypeSpec> nestedMembers = new ArrayList<>();
      addLevel(root, p.flattened().type(), code, parameter, nestedNames, nestedEnclosing, nestedFields, nestedMembers);
      members.add(TypeSpec.classBuilder(className)
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("The attributes of the {@code @Embedded} member {@code $L} ($T), flattened into the item.\n",
              p.name(), p.flattened().type().className())
          .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
          .addFields(nestedFields).addTypes(nestedMembers).build());
    }
  }

  private FieldSpec property(EntityModel root, PropertyModel p, ConversionCode code, String parameter) {
    TypeName value = TypeName.get(p.type()).box();
    CodeBlock codec = code.writer(p.mapping(), parameter);
    String doc = "The attribute " + JavadocText.code(p.attributeName()) + " (property {@code " + p.name() + "}).\n";
    AttributeKind kind = AttributeKind.of(root, p);
    AttributeAction action = kind == AttributeKind.KEY || kind == AttributeKind.VERSION ? null : encryption(root, p);
    if (action == AttributeAction.ENCRYPT_AND_SIGN) {
      return FieldSpec.builder(ParameterizedTypeName.get(RuntimeTypes.ENCRYPTED_ATTRIBUTE, root.className()), p.name(),
              Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("The {@code @Encrypted} attribute $L (property {@code $L}): DynamoDB holds its ciphertext, so"
              + " no condition or update takes it.\n", JavadocText.code(p.attributeName()), p.name())
          .initializer("$T.<$T>of($S)", RuntimeTypes.ENCRYPTED_ATTRIBUTE, root.className(), p.attributeName()).build();
    }
    if (action == AttributeAction.SIGN_ONLY) {
      return constant(root, p.name(), RuntimeTypes.SIGNED_ATTRIBUTE, value, p.attributeName(), codec, null,
          "The signed attribute " + JavadocText.code(p.attributeName()) + " (property {@code " + p.name()
              + "}) of an encrypted kind: for conditions only (the encryption SDK refuses updates of signed"
              + " attributes; save the whole entity).\n");
    }
    return switch (kind) {
      case KEY -> constant(root, p.name(), KEY_ATTRIBUTE, value, p.attributeName(), codec, null, p.isKey()
          ? "The key attribute " + JavadocText.code(p.attributeName()) + " (property {@code " + p.name()
              + "}): for conditions only.\n"
          : "The attribute " + JavadocText.code(p.attributeName()) + " (property {@code " + p.name() + "}), a"
              + " placeholder of the table's own key template: for conditions only (an update of it would move"
              + " the item off its key).\n");
      case VERSION -> constant(root, p.name(), VERSION_ATTRIBUTE, value, p.attributeName(), codec, null,
          "The {@code @Version} attribute " + JavadocText.code(p.attributeName()) + " (property {@code " + p.name()
              + "}): for conditions only, every update increments it.\n");
      case STRING -> constant(root, p.name(), STRING_ATTRIBUTE, null, p.attributeName(), codec, null, doc);
      // the Java type lets Update.add refuse a delta the property cannot hold (1.5 for an Integer)
      case NUMBER -> constant(root, p.name(), NUMBER_ATTRIBUTE, value, p.attributeName(), codec,
          p.converter() == null ? CodeBlock.of("$T.class", value) : null, doc);
      case LIST, SET -> {
        TypeMapping element = AttributeKind.element(p);
        yield constant(root, p.name(), AttributeKind.of(p) == AttributeKind.LIST ? LIST_ATTRIBUTE : SET_ATTRIBUTE,
            element.javaType().box(), p.attributeName(), codec, code.writer(element, parameter), doc);
      }
      case PLAIN -> constant(root, p.name(), ATTRIBUTE, value, p.attributeName(), codec, null, doc);
    };
  }

  /**
   * {@code public static final Kind<Entity[, V]> name = Kind.of("attribute", codec[, second]);}
   * ({@code Attribute.plain} for a plain attribute)
   * ({@code value} null: the kind takes the entity only).
   */
  private static FieldSpec constant(EntityModel root, String name, ClassName kind, TypeName value, String attribute,
      CodeBlock codec, CodeBlock second, String doc) {
    TypeName type = value == null ? ParameterizedTypeName.get(kind, root.className())
        : ParameterizedTypeName.get(kind, root.className(), value);
    // Attribute's factory is plain(..): an of(..) would clash with those of its subtypes. The type
    // arguments are explicit: a codec lambda passed to a generic call that must be inferred is
    // attributed speculatively, the costliest shape to compile
    String factory = kind.equals(ATTRIBUTE) ? "plain" : "of";
    CodeBlock typeArguments = value == null ? CodeBlock.of("<$T>", root.className())
        : CodeBlock.of("<$T, $T>", root.className(), value);
    CodeBlock init = second == null ? CodeBlock.of("$T.$L$L($S, $L)", kind, typeArguments, factory, attribute, codec)
        : CodeBlock.of("$T.$Lof($S, $L, $L)", kind, typeArguments, attribute, codec, second);
    return FieldSpec.builder(type, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("$L", doc).initializer(init).build();
  }

  /** The action of the property's attribute when {@code root} is an encrypted kind, else null (plain types). */
  private static AttributeAction encryption(EntityModel root, PropertyModel p) {
    if (!EncryptionActions.encrypted(root)) {
      return null;
    }
    return EncryptionActions.of(root).stream().filter(a -> a.property() == p).map(EncryptionActions.Action::action)
        .findFirst().orElse(null);
  }
}
