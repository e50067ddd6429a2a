package com.acme;

import io.dynaforge.internal.KeyTemplates;
import java.time.LocalDate;
import javax.annotation.processing.Generated;

/**
 * Typed key composers for the key templates of {@link Match}: use these instead of concatenating strings.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class Match_Keys {
    private static final String SK_TEMPLATE = "Match @SortKeyTemplate(\"MATCH#{matchDate}#{matchId}\")";

    private Match_Keys() {
    }

    /**
     * Composes {@code sk} as {@code MATCH#{matchDate}#{matchId}}.
     */
    public static String sk(LocalDate matchDate, String matchId) {
        return "MATCH#" + KeyTemplates.part(SK_TEMPLATE, "matchDate", matchDate == null ? null : matchDate.toString(), "#") + "#" + KeyTemplates.part(SK_TEMPLATE, "matchId", matchId, null);
    }

    /**
     * The literal {@code begins_with} prefix shared by every {@code sk} value.
     */
    public static String skPrefix() {
        return "MATCH#";
    }

    /**
     * The {@code begins_with} prefix of {@code sk} for the first 1 placeholder(s).
     */
    public static String skPrefix(LocalDate matchDate) {
        return "MATCH#" + KeyTemplates.part(SK_TEMPLATE, "matchDate", matchDate == null ? null : matchDate.toString(), "#") + "#";
    }

    /**
     * Decomposes a stored {@code sk} value back into its placeholders.
     */
    public static Sk parseSk(String value) {
        int pos = 0;
        int end;
        pos = KeyTemplates.expect(SK_TEMPLATE, value, pos, "MATCH#");
        end = KeyTemplates.next(SK_TEMPLATE, value, pos, "#");
        LocalDate matchDate = KeyTemplates.parse(SK_TEMPLATE, "matchDate", value.substring(pos, end), LocalDate::parse);
        pos = end;
        pos = KeyTemplates.expect(SK_TEMPLATE, value, pos, "#");
        end = value.length();
        String matchId = value.substring(pos, end);
        return new Sk(matchDate, matchId);
    }

    /**
     * The placeholder values of a decomposed {@code sk}.
     */
    public static record Sk(LocalDate matchDate, String matchId) {
    }
}
