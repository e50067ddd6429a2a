package io.dynaforge.examples.arena;

import io.dynaforge.repository.ItemCollectionRepository;

/** Reads a {@link TournamentView}: each finder is one Query of the tournament's partition. */
public interface TournamentViewRepository extends ItemCollectionRepository<TournamentView> {}
