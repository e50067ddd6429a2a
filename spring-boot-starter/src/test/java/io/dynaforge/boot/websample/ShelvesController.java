package io.dynaforge.boot.websample;

import io.dynaforge.boot.sample.Crate;
import io.dynaforge.core.CursorCodec;
import java.util.List;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** The controller of docs/repositories.md "Cursors for clients": a ScrollPosition parameter, the next token in JSON. */
@RestController
class ShelvesController {

  record CratesPage(List<String> ids, String next) {}

  private final CrateShelves shelves;
  private final CursorCodec cursors;

  ShelvesController(CrateShelves shelves, CursorCodec cursors) {
    this.shelves = shelves;
    this.cursors = cursors;
  }

  @GetMapping("/contents/{contents}/crates")
  CratesPage crates(@PathVariable String contents, ScrollPosition position) {
    return page(shelves.findByContents(contents, Limit.of(2), position));
  }

  @GetMapping("/contents/{contents}/crates/{prefix}")
  CratesPage cratesStartingWith(@PathVariable String contents, @PathVariable String prefix, ScrollPosition position) {
    return page(shelves.findByContentsAndIdStartingWith(contents, prefix, Limit.of(2), position));
  }

  private CratesPage page(Window<Crate> window) {
    return new CratesPage(window.map(Crate::id).getContent(), cursors.encode(window));
  }
}
