package io.dynaforge.it.correctness;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.util.List;
import org.springframework.data.annotation.Version;

/** A record entity whose component names are the generated code's own locals. */
@Table("ledger")
public record Ledger(
    @PartitionKey String account,
    @SortKey String item,
    String query,
    String method,
    String entity,
    Integer e,
    List<String> e0,
    @Version Long version) {}
