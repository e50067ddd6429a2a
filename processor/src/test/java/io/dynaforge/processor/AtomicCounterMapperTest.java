package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * The generated counter SPI of issue 20, point 4, run: {@code atomicCounters()} declares each counter,
 * and {@code withAtomicCounters} sets a mutable entity in place and copies a record, leaving a
 * counter the item does not hold as it was (a null box stays null, it is never unboxed).
 */
class AtomicCounterMapperTest {

  @Test
  void countersAreDeclaredAndSetFromTheReturnedItem() {
    Compilation c = Sources.compile(source("Customer", """
        @Table("shop") public class Customer {
          @PartitionKey public String id;
          @AtomicCounter public long saves;
          @AtomicCounter(start = 100, increment = -5) @Column("tickets_left") public Integer tickets;
          private Long hits;
          @AtomicCounter public Long getHits() { return hits; }
          public void setHits(Long hits) { this.hits = hits; }
        }
        """), source("Visit", """
        @Table("visits") public record Visit(@PartitionKey String id, @AtomicCounter Long count, int other,
            @AtomicCounter(start = 1) int hits) {}
        """), source("Probe", """
        import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
        public class Probe {
          public static String run() {
            Customer customer = new Customer();
            customer.saves = 1;
            Customer same = Customer_Mapper.INSTANCE.withAtomicCounters(customer,
                Map.of("saves", AttributeValue.fromN("7"), "tickets_left", AttributeValue.fromN("95")));
            Visit visit = new Visit("v", null, 3, 2);
            Visit copy = Visit_Mapper.INSTANCE.withAtomicCounters(visit, Map.of("count", AttributeValue.fromN("12")));
            Visit untouched = Visit_Mapper.INSTANCE.withAtomicCounters(visit, Map.of());
            return Customer_Mapper.INSTANCE.atomicCounters() + " | " + (same == customer) + " " + customer.saves
                + " " + customer.tickets + " " + customer.getHits() + " | " + Visit_Mapper.INSTANCE.atomicCounters()
                + " | " + (copy != visit) + " " + copy + " | " + untouched;
          }
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(new CompiledClasses(c).call("com.acme.Probe", "run")).isEqualTo(
        "[AtomicCounterAttribute[attributeName=saves, start=0, increment=1],"
            + " AtomicCounterAttribute[attributeName=tickets_left, start=100, increment=-5],"
            + " AtomicCounterAttribute[attributeName=hits, start=0, increment=1]]"
            + " | true 7 95 null"
            + " | [AtomicCounterAttribute[attributeName=count, start=0, increment=1],"
            + " AtomicCounterAttribute[attributeName=hits, start=1, increment=1]]"
            + " | true Visit[id=v, count=12, other=3, hits=2]"
            + " | Visit[id=v, count=null, other=3, hits=2]");
  }
}
