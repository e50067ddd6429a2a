package io.dynaforge.it.published;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;
import io.dynaforge.it.convertedkeys.SecondsDateTimeConverter;
import java.time.LocalDateTime;

/**
 * AWS's published "Device State Log" design (aws-samples/amazon-dynamodb-design-patterns,
 * examples/device-state-log, final model DeviceStateLog_7.json), mapped with its own attribute names:
 * the table keyed {@code DeviceID} ({@code d#12345}) and {@code State#Date} ({@code
 * WARNING1#2020-04-24T14:40:00}), the global index {@code GSI1} on {@code Operator}/{@code Date}, and
 * the sparse global index {@code GSI2} on {@code EscalatedTo}/{@code State#Date}.
 */
@Table(value = "DeviceStateLog", partitionKey = "DeviceID", sortKey = "State#Date")
@PartitionKeyTemplate("d#{deviceId}")
@SortKeyTemplate("{state}#{date}")
@TableIndex(name = "GSI1", partitionKey = "Operator", sortKey = "Date")
@TableIndex(name = "GSI2", partitionKey = "EscalatedTo", sortKey = "State#Date")
public record DeviceLog(
    @Derived String deviceId,
    @Column("State") String state,
    @Column("Date") @Converter(SecondsDateTimeConverter.class) LocalDateTime date,
    @Column("Operator") String operator,
    @Column("EscalatedTo") String escalatedTo) {}
