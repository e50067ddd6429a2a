package io.dynaforge.it.lombok;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Version;

/**
 * A mutable Lombok entity: {@code @Data} writes the getters and setters the generated mapper reads
 * and writes through (the fields are private). Compiles only with Lombok before dynaforge-processor
 * on the processor path.
 */
@Data
@NoArgsConstructor
@AllArgsConstructor
@Table("lombok_orders")
public class LombokOrder {
  @PartitionKey private String customerId;
  @SortKey private String orderId;
  private BigDecimal total;
  private List<String> lines;
  private boolean gift;
  @Version private Long version;
}
