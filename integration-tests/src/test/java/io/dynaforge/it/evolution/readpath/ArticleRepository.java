package io.dynaforge.it.evolution.readpath;

import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface ArticleRepository extends DynamoDbRepository<Article, String> {
  List<Article> findByTopic(String topic);
}
