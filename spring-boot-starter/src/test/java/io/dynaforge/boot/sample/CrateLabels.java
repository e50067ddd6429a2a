package io.dynaforge.boot.sample;

import java.util.Optional;
import org.springframework.data.repository.Repository;

/** Spring Data's own Repository, narrowed to two methods (a selective repository): a bean like the others. */
public interface CrateLabels extends Repository<Crate, String> {

  Optional<Crate> findById(String id);

  Crate save(Crate crate);
}
