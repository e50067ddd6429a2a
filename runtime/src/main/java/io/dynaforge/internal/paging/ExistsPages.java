package io.dynaforge.internal.paging;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.EntityQueryResult;

/**
 * Whether anything matches: pages until a page counts one or none are left. Where the server's count
 * is exact and nothing is filtered, every evaluated item counts, so a page of one item ({@code Limit 1})
 * answers; otherwise pages of DynamoDB's default size (a {@code Limit} applies before the filter).
 */
public final class ExistsPages implements PagedRead<Long, Boolean> {

  private final DynamoDbPageRequest first;
  private boolean found;

  /** @param oneItemAPage whether every item evaluated counts (server count exact, no filter) */
  public ExistsPages(boolean oneItemAPage) {
    this.first = oneItemAPage ? DynamoDbPageRequest.of(1) : DynamoDbPageRequest.unpaged();
  }

  @Override
  public DynamoDbPageRequest first() {
    return first;
  }

  @Override
  public DynamoDbPageRequest next(EntityQueryResult<Long> page) {
    found = page.getResult() > 0;
    return found || !page.hasNextPage() ? null : first.withCursor(page.getCursor());
  }

  @Override
  public Boolean result() {
    return found;
  }
}
