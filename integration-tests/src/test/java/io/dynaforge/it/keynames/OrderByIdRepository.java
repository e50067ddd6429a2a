package io.dynaforge.it.keynames;

import io.dynaforge.repository.SecondaryIndexRepository;
import java.util.List;

public interface OrderByIdRepository extends SecondaryIndexRepository<OrderById> {
  List<OrderById> findByOrderKey(String orderKey);
}
