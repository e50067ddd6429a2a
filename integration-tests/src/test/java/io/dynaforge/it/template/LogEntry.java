package io.dynaforge.it.template;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** An unversioned entity with a composite key (S partition key, N sort key), for queries and batches. */
@Table("log")
public class LogEntry {
  @PartitionKey private String stream;
  @SortKey private long seq;
  private String message;
  private String status;

  public LogEntry() {}

  public LogEntry(String stream, long seq, String message, String status) {
    this.stream = stream;
    this.seq = seq;
    this.message = message;
    this.status = status;
  }

  public String getStream() { return stream; }
  public void setStream(String stream) { this.stream = stream; }
  public long getSeq() { return seq; }
  public void setSeq(long seq) { this.seq = seq; }
  public String getMessage() { return message; }
  public void setMessage(String message) { this.message = message; }
  public String getStatus() { return status; }
  public void setStatus(String status) { this.status = status; }

  @Override
  public String toString() {
    return "LogEntry[" + stream + "#" + seq + "]";
  }
}
