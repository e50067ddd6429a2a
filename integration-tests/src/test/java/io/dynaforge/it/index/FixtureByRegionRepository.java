package io.dynaforge.it.index;

import io.dynaforge.repository.SecondaryIndexRepository;
import java.time.LocalDate;
import java.util.List;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

public interface FixtureByRegionRepository extends SecondaryIndexRepository<FixtureByRegion> {

  List<FixtureByRegion> findByRegionAndSeason(String region, String season);

  List<FixtureByRegion> findByRegionAndSeasonAndDivision(String region, String season, String division);

  List<FixtureByRegion> findByRegionAndSeasonAndDivisionStartingWith(String region, String season, String prefix);

  List<FixtureByRegion> findByRegionAndSeasonAndDivisionAndDayBetween(String region, String season, String division,
      LocalDate from, LocalDate to);

  List<FixtureByRegion> findByRegionAndSeasonAndDivisionAndDayAndRoundGreaterThan(String region, String season,
      String division, LocalDate day, Integer round);

  List<FixtureByRegion> findByRegionAndSeasonOrderByDivisionDesc(String region, String season);

  Window<FixtureByRegion> findByRegionAndSeasonOrderByDivisionAsc(String region, String season, ScrollPosition position,
      Limit limit);

  long countByRegionAndSeason(String region, String season);

  boolean existsByRegionAndSeasonAndDivision(String region, String season, String division);

  /** The named query FixtureByRegion.inRegionAndSeason, with its metadata from @Query. */
  @io.dynaforge.annotation.Query(limit = 2)
  List<FixtureByRegion> inRegionAndSeason(String region, String season);

  List<FixtureByRegion> findAll();

  long count();
}
