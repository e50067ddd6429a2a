package io.dynaforge.examples.arena;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.time.LocalDate;

/** A match: {@code sk = MATCH#<date>#<id>}, composed from typed fields that are not stored twice. */
@Table("arena")
@SortKeyTemplate("MATCH#{matchDate}#{matchId}")
public record Match(
        @PartitionKey String pk, @Derived LocalDate matchDate, @Derived String matchId, String home, String away,
        String score) {}
