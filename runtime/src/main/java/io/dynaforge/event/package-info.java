/**
 * Lifecycle events ({@link io.dynaforge.event.DynamoDbMappingEvent} and subclasses, published through
 * an {@code ApplicationEventPublisher}) and entity callbacks (Spring Data {@code EntityCallback}s that
 * may replace the entity).
 *
 * <p>Order for {@code save}/{@code insert}: BeforeConvert callback, BeforeSave callback,
 * {@link io.dynaforge.event.BeforeSaveEvent}, conversion and PutItem, AfterSave callback,
 * {@link io.dynaforge.event.AfterSaveEvent}. {@code update} and {@code delete} publish events only.
 * Reads: conversion, AfterConvert callback, {@link io.dynaforge.event.AfterConvertEvent}.
 */
package io.dynaforge.event;
