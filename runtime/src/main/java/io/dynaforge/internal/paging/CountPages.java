package io.dynaforge.internal.paging;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.EntityQueryResult;

/** Counts: every page (of DynamoDB's default size), each page's count added up. */
public final class CountPages implements PagedRead<Long, Long> {

  private long count;

  @Override
  public DynamoDbPageRequest first() {
    return DynamoDbPageRequest.unpaged();
  }

  @Override
  public DynamoDbPageRequest next(EntityQueryResult<Long> page) {
    count += page.getResult();
    return page.hasNextPage() ? DynamoDbPageRequest.from(page.getCursor(), null) : null;
  }

  @Override
  public Long result() {
    return count;
  }
}
