package io.dynaforge.it.readcost;

import io.dynaforge.repository.SecondaryIndexRepository;
import java.util.List;

public interface FeaturedProductRepository extends SecondaryIndexRepository<FeaturedProduct> {

  List<FeaturedProduct> findByFeatured(String featured);

  /** A projection of a view: the view's properties by name. */
  List<FeaturedName> findFirst10ByFeatured(String featured);

  record FeaturedName(String name) {}
}
