package io.dynaforge.it.readcost;

import io.dynaforge.repository.ItemCollectionRepository;

public interface UserSessionsRepository extends ItemCollectionRepository<UserSessions> {}
