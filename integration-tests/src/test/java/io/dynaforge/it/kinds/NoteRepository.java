package io.dynaforge.it.kinds;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

public interface NoteRepository extends DynamoDbRepository<Note, DynamoDbCompositeId> {
  List<Title> findTitlesByBoard(String board);

  Window<Title> findTitlesByBoardOrderByIdAsc(String board, Limit limit, ScrollPosition position);

  /** A projection without the tenant nor the expiry. */
  record Title(String id, String title) {}
}
