package io.dynaforge.internal.paging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorBinding;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.internal.QueryPlan;
import io.dynaforge.mapping.MapperRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The combiners alone: which requests they name for which pages, and what the pages make. */
class PagedReadTest {

  static final DynamoDbQuery QUERY = DynamoDbQuery.builder().keyCondition("#pk = :pk").build();
  static final DynamoDbQuery FILTERED = QUERY.toBuilder().filter("#s = :s").build();

  static Cursor cursor(int page) {
    return Cursor.of(Map.of("pk", AttributeValue.fromS("p"), "sk", AttributeValue.fromN(String.valueOf(page))));
  }

  /** Pages of the given sizes (page i's items are i*10, i*10+1, ...), recording every request. */
  static final class Source<P> implements Function<DynamoDbPageRequest, EntityQueryResult<P>> {
    final List<DynamoDbPageRequest> requests = new ArrayList<>();
    final List<P> pages;

    Source(List<P> pages) {
      this.pages = pages;
    }

    @Override
    public EntityQueryResult<P> apply(DynamoDbPageRequest request) {
      requests.add(request);
      int page = request.cursor() == null ? 0 : Integer.parseInt(request.cursor().exclusiveStartKey().get("sk").n());
      return EntityQueryResult.of(pages.get(page), page + 1 < pages.size() ? cursor(page + 1) : null, 0, 0);
    }
  }

  static List<Integer> items(int page, int size) {
    List<Integer> items = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      items.add(page * 10 + i);
    }
    return items;
  }

  @Test
  void aListReadsEveryPageUnpaged() {
    Source<List<Integer>> source = new Source<>(List.of(items(0, 2), items(1, 0), items(2, 1)));
    assertThat(PagedRead.read(ConcatenatePages.list(QUERY, 0), source)).containsExactly(0, 1, 20);
    assertThat(source.requests).containsExactly(DynamoDbPageRequest.unpaged(),
        DynamoDbPageRequest.from(cursor(1), null), DynamoDbPageRequest.from(cursor(2), null));
  }

  @Test
  void aLimitedListAsksForTheRowsStillNeededAndStopsAtTheLimit() {
    Source<List<Integer>> source = new Source<>(List.of(items(0, 2), items(1, 3), items(2, 5)));
    assertThat(PagedRead.read(ConcatenatePages.list(QUERY, 4), source)).containsExactly(0, 1, 10, 11);
    assertThat(source.requests).extracting(DynamoDbPageRequest::limit).containsExactly(4, 2);
  }

  @Test
  void underAFilterALimitedListReadsAtLeastTheFloor() {
    Source<List<Integer>> source = new Source<>(List.of(items(0, 0), items(1, 1)));
    assertThat(PagedRead.read(ConcatenatePages.list(FILTERED, 3), source)).containsExactly(10);
    assertThat(source.requests).extracting(DynamoDbPageRequest::limit)
        .containsExactly(ConcatenatePages.FILTERED_PAGE_FLOOR, ConcatenatePages.FILTERED_PAGE_FLOOR);
  }

  @Test
  void everyPageOfAFixedSizeGoesToTheSink() {
    List<List<Integer>> seen = new ArrayList<>();
    Source<List<Integer>> source = new Source<>(List.of(items(0, 2), items(1, 0), items(2, 1)));
    PagedRead.read(ConcatenatePages.everyPage(5, seen::add), source);
    assertThat(seen).containsExactly(List.of(0, 1), List.of(20));
    assertThat(source.requests).extracting(DynamoDbPageRequest::limit).containsOnly(5);
  }

  @Test
  void aCountAddsUpEveryPage() {
    Source<Long> source = new Source<>(List.of(3L, 0L, 4L));
    assertThat(PagedRead.read(new CountPages(), source)).isEqualTo(7L);
    assertThat(source.requests).extracting(DynamoDbPageRequest::limit).containsOnlyNulls().hasSize(3);
  }

  @Test
  void existsReadsOneItemAPageWhereEveryEvaluatedItemCountsAndStopsAtTheFirstMatch() {
    Source<Long> source = new Source<>(List.of(0L, 1L, 1L));
    assertThat(PagedRead.read(new ExistsPages(true), source)).isTrue();
    assertThat(source.requests).containsExactly(DynamoDbPageRequest.of(1),
        DynamoDbPageRequest.from(cursor(1), 1));

    Source<Long> none = new Source<>(List.of(0L, 0L));
    assertThat(PagedRead.read(new ExistsPages(false), none)).isFalse();
    assertThat(none.requests).extracting(DynamoDbPageRequest::limit).containsOnlyNulls().hasSize(2);
  }

  static final QueryPlan BY_CUSTOMER = QueryPlan.of("Orders.findByCustomer", null, "#pk = :pk", null,
      new String[] {"#pk", "pk"}, new String[] {":pk"}, "customer");

  static WindowPages<Integer> window(ScrollPosition position) {
    return WindowPages.of(BY_CUSTOMER.bind(AttributeValue.fromS("c1")), 2, position, new MapperRegistry(),
        String.class);
  }

  @Test
  void aWindowSkipsEmptyPagesAndBindsItsPosition() {
    Source<List<Integer>> source = new Source<>(List.of(items(0, 0), items(1, 0), items(2, 2), items(3, 1)));
    Window<Integer> window = PagedRead.read(window(null), source);
    assertThat(window.getContent()).containsExactly(20, 21);
    assertThat(source.requests).containsExactly(DynamoDbPageRequest.of(2), DynamoDbPageRequest.from(cursor(1), 2),
        DynamoDbPageRequest.from(cursor(2), 2));
    KeysetScrollPosition next = (KeysetScrollPosition) window.positionAt(1);
    assertThat(CursorBinding.of(next)).isNotNull();
    assertThat(Cursor.fromPosition(next)).isEqualTo(cursor(3));

    Source<List<Integer>> again = new Source<>(source.pages);
    Window<Integer> last = PagedRead.read(window(next), again);
    assertThat(again.requests).containsExactly(DynamoDbPageRequest.from(cursor(3), 2));
    assertThat(last.getContent()).containsExactly(30);
    assertThat(last.hasNext()).isFalse();
  }

  @Test
  void aWindowBackwardReadsTheQueryReversedAndAnOffsetIsRefused() {
    assertThat(window(ScrollPosition.backward(Map.of("pk", "p"))).query().scanIndexForward()).isFalse();
    assertThat(window(ScrollPosition.keyset()).query().scanIndexForward()).isTrue();
    assertThatThrownBy(() -> window(ScrollPosition.offset(3))).isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageStartingWith("Orders.findByCustomer: DynamoDB pages with a LastEvaluatedKey, not an offset");
  }
}
