package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_RANGES;
import static io.dynaforge.processor.codegen.RuntimeTypes.RANGES_EXACT;
import static io.dynaforge.processor.codegen.RuntimeTypes.RANGES_LOWER;
import static io.dynaforge.processor.codegen.RuntimeTypes.RANGES_PADDED_EXACT;
import static io.dynaforge.processor.codegen.RuntimeTypes.RANGES_PADDED_LOWER;
import static io.dynaforge.processor.codegen.RuntimeTypes.RANGES_PADDED_UPPER;
import static io.dynaforge.processor.codegen.RuntimeTypes.RANGES_PREFIX_END;
import static io.dynaforge.processor.codegen.RuntimeTypes.RANGES_UPPER;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.ExpressionRenderer;
import java.util.ArrayList;
import java.util.List;

/**
 * Key values composed from a method's arguments by the entity's {@code _Keys}, so that padding and
 * literal checks are the key template's own.
 */
final class KeyExpressions {
  private KeyExpressions() {}

  /** {@code Match_Keys.sk(a, b)} or {@code Match_Keys.skPrefix(a)} from the bound placeholders. */
  static CodeBlock templateValue(EntityModel entity, AccessPlan.TemplateKey t, MethodLocals locals) {
    List<CodeBlock> args = new ArrayList<>();
    for (AccessPlan.Condition c : t.placeholders()) {
      args.add(locals.required(c.arguments().get(0)));
    }
    return CodeBlock.of("$T.$L($L)", KeysWriter.keysName(entity),
        t.complete() ? KeysWriter.composer(t.template()) : KeysWriter.prefixMethod(t.template()), CodeBlock.join(args, ", "));
  }

  /**
   * One bound of a placeholder range, composed by the entity's {@code _Keys} (so padding and literal
   * checks are the template's own) and adjusted by {@code KeyRanges} to be exact.
   */
  static CodeBlock templateBound(EntityModel entity, ExpressionRenderer.TemplateBound b, MethodLocals locals) {
    AccessPlan.TemplateRangeKey key = b.key();
    List<CodeBlock> args = new ArrayList<>();
    for (AccessPlan.Condition c : key.equalities()) {
      args.add(locals.required(c.arguments().get(0)));
    }
    ClassName keys = KeysWriter.keysName(entity);
    if (b.bound() == ExpressionRenderer.Bound.PREFIX || b.bound() == ExpressionRenderer.Bound.PREFIX_END) {
      CodeBlock prefix = CodeBlock.of("$T.$L($L)", keys, KeysWriter.prefixMethod(key.template()), CodeBlock.join(args, ", "));
      return b.bound() == ExpressionRenderer.Bound.PREFIX ? prefix
          : CodeBlock.of("$T.$L($L)", KEY_RANGES, RANGES_PREFIX_END, prefix);
    }
    CodeBlock value = locals.required(key.range().arguments().get(b.argument()));
    if (key.paddedWidth() > 0) {
      return paddedBound(keys, key, b.bound(), args, value);
    }
    args.add(value);
    CodeBlock composed = CodeBlock.of("$T.$L($L)", keys, key.lastPlaceholder()
        ? KeysWriter.composer(key.template()) : KeysWriter.prefixMethod(key.template()), CodeBlock.join(args, ", "));
    String literal = key.literalAfter();
    ClassName ranges = KEY_RANGES;
    return switch (b.bound()) {
      case LOWER_INCLUSIVE -> CodeBlock.of("$T.$L($L, $S, true)", ranges, RANGES_LOWER, composed, literal);
      case LOWER_EXCLUSIVE -> CodeBlock.of("$T.$L($L, $S, false)", ranges, RANGES_LOWER, composed, literal);
      case UPPER_INCLUSIVE -> CodeBlock.of("$T.$L($L, $S, true)", ranges, RANGES_UPPER, composed, literal);
      case UPPER_EXCLUSIVE -> CodeBlock.of("$T.$L($L, $S, false)", ranges, RANGES_UPPER, composed, literal);
      default -> CodeBlock.of("$T.$L($L, $S)", ranges, RANGES_EXACT, composed, literal);
    };
  }

  /**
   * A bound on a zero-padded placeholder: the prefix before it (composed by {@code _Keys}) and the
   * value, clamped to the width by {@code KeyRanges} (a value outside it bounds every value or none).
   */
  private static CodeBlock paddedBound(ClassName keys, AccessPlan.TemplateRangeKey key, ExpressionRenderer.Bound bound,
      List<CodeBlock> equalities, CodeBlock value) {
    CodeBlock prefix = key.hasPrefix()
        ? CodeBlock.of("$T.$L($L)", keys, KeysWriter.prefixMethod(key.template()), CodeBlock.join(equalities, ", "))
        : CodeBlock.of("$S", "");
    String literal = key.literalAfter();
    int width = key.paddedWidth();
    ClassName ranges = KEY_RANGES;
    return switch (bound) {
      case LOWER_INCLUSIVE -> CodeBlock.of("$T.$L($L, $L, $L, $S, true)", ranges, RANGES_PADDED_LOWER, prefix, value, width, literal);
      case LOWER_EXCLUSIVE -> CodeBlock.of("$T.$L($L, $L, $L, $S, false)", ranges, RANGES_PADDED_LOWER, prefix, value, width, literal);
      case UPPER_INCLUSIVE -> CodeBlock.of("$T.$L($L, $L, $L, $S, true)", ranges, RANGES_PADDED_UPPER, prefix, value, width, literal);
      case UPPER_EXCLUSIVE -> CodeBlock.of("$T.$L($L, $L, $L, $S, false)", ranges, RANGES_PADDED_UPPER, prefix, value, width, literal);
      default -> CodeBlock.of("$T.$L($L, $L, $L, $S)", ranges, RANGES_PADDED_EXACT, prefix, value, width, literal);
    };
  }
}
