package io.dynaforge.repository;

import org.springframework.data.repository.NoRepositoryBean;
import org.springframework.data.repository.Repository;

/**
 * A read-only repository of a {@code @SecondaryIndex} view: derived queries, {@code @Query}, windows,
 * counts and existence checks run against the view's index. It extends only Spring Data's marker
 * {@code Repository}, so save, delete and findById are absent (an index cannot be written and has no
 * GetItem): calling one is a compile error.
 *
 * @param <T> the view type
 */
@NoRepositoryBean
public interface SecondaryIndexRepository<T> extends Repository<T, Void> {}
