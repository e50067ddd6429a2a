package io.dynaforge.it.selective;

import org.springframework.data.repository.CrudRepository;

/** Spring Data's CrudRepository: its twelve methods, nothing else. */
public interface ParcelStore extends CrudRepository<Parcel, String> {}
