package io.dynaforge.reactive;

import org.springframework.data.repository.NoRepositoryBean;
import org.springframework.data.repository.Repository;

/**
 * The non-blocking {@code SecondaryIndexRepository}: derived queries, {@code @Query}, windows, counts
 * and existence checks against a {@code @SecondaryIndex} view's index, as {@code Flux}/{@code Mono}.
 *
 * @param <T> the view type
 */
@NoRepositoryBean
public interface ReactiveSecondaryIndexRepository<T> extends Repository<T, Void> {}
