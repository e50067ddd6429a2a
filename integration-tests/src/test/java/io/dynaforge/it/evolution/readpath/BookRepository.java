package io.dynaforge.it.evolution.readpath;

import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface BookRepository extends DynamoDbRepository<Book, String> {
  List<Book> findByCategory(String category);
}
