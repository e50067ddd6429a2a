package io.dynaforge.it.published;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.LocalDateTime;
import java.util.List;

/** The design's five access patterns, one method each, in the order the design lists them. */
public interface DeviceLogRepository extends DynamoDbRepository<DeviceLog, DynamoDbCompositeId> {

  /** Table: DeviceID = d#id AND begins_with(State#Date, "state#"), most recent first. */
  List<DeviceLog> findByDeviceIdAndStateOrderByDateDesc(String deviceId, String state);

  /** GSI1: Operator = name AND Date BETWEEN date1 AND date2. */
  List<DeviceLog> findByOperatorAndDateBetween(String operator, LocalDateTime from, LocalDateTime to);

  /** GSI2: EscalatedTo = supervisor. */
  List<DeviceLog> findByEscalatedTo(String supervisor);

  /** GSI2: EscalatedTo = supervisor AND begins_with(State#Date, "state#"). */
  List<DeviceLog> findByEscalatedToAndState(String supervisor, String state);

  /** GSI2: EscalatedTo = supervisor AND State#Date within one state's day. */
  List<DeviceLog> findByEscalatedToAndStateAndDateBetween(String supervisor, String state, LocalDateTime from,
      LocalDateTime to);
}
