package io.dynaforge.it.encryption;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** An encrypted kind whose model gained the sparse template column {@code bystate} after items were stored. */
@Table("enc_tickets")
@SortKeyTemplate("TICKET#{ticketId}")
@SortKeyTemplate(value = "STATE#{state}", column = "bystate", sparse = true)
public record Ticket(@PartitionKey String queue, String ticketId, @Encrypted String detail, String state) {}
