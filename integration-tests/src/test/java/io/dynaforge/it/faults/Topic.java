package io.dynaforge.it.faults;

import io.dynaforge.annotation.ItemCollectionMember;
import io.dynaforge.annotation.ItemCollectionView;
import java.util.List;

/** A topic's partition folded: its notes. */
@ItemCollectionView(tableName = "topics", partitionKey = "topic", sortKey = "sk")
public record Topic(@ItemCollectionMember(startsWith = "NOTE#") List<Note> notes) {

  public record Note(String sk, String text) {}
}
