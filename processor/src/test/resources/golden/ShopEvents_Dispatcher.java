package com.acme;

import io.dynaforge.annotation.ChangeType;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.UnmappedItem;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * Dispatches the changes of table {@code shop} to the {@code @OnChange} methods of {@link ShopEvents}, without reflection:
 * <ul>
 *   <li>{@code Order} INSERT: {@code placed}</li>
 *   <li>{@code Order} MODIFY, REMOVE: {@code changed}</li>
 *   <li>{@code OrderLine} INSERT, MODIFY, REMOVE: {@code line}</li>
 *   <li>{@code UnmappedItem} REMOVE: {@code unknownRemoved}</li>
 * </ul>
 * Events of kinds or change types no method handles are ignored. Build it with the handler instance:
 * {@code new ShopEvents_Dispatcher(handler)}.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class ShopEvents_Dispatcher implements ChangeDispatcher {
    private final ShopEvents handler;

    /**
     * A dispatcher calling the methods of {@code handler}.
     *
     * @param handler the handler instance
     */
    public ShopEvents_Dispatcher(ShopEvents handler) {
        this.handler = Objects.requireNonNull(handler, "handler");
    }

    /**
     * The handler this dispatcher calls.
     *
     * @return the handler instance
     */
    public ShopEvents handler() {
        return handler;
    }

    /**
     * Calls the method for the event's kind and change type, if there is one.
     *
     * @param event the decoded change
     */
    @Override
    public void dispatch(ChangeEvent<?> event) {
        Class<?> kind = event.entityType();
        ChangeType type = event.type();
        if (kind == Order.class) {
            if (type == ChangeType.INSERT) {
                handler.placed(event.as(Order.class));
            } else if (type == ChangeType.MODIFY || type == ChangeType.REMOVE) {
                handler.changed(event.as(Order.class));
            }
            return;
        }
        if (kind == OrderLine.class) {
            handler.line(event.as(OrderLine.class));
            return;
        }
        if (kind == UnmappedItem.class) {
            if (type == ChangeType.REMOVE) {
                handler.unknownRemoved(event.as(UnmappedItem.class));
            }
        }
    }
}
