package io.dynaforge.boot.websample;

import io.dynaforge.annotation.AllowScan;
import io.dynaforge.boot.sample.Crate;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import org.springframework.data.repository.Repository;

/** Windows of crates by contents (a Scan of the crates table, filtered), paged by {@link ShelvesController}. */
public interface CrateShelves extends Repository<Crate, String> {

  @AllowScan
  Window<Crate> findByContents(String contents, Limit limit, ScrollPosition position);

  @AllowScan
  Window<Crate> findByContentsAndIdStartingWith(String contents, String prefix, Limit limit, ScrollPosition position);

  Crate save(Crate crate);
}
