/**
 * What generated reactive repositories call. Not API: it may change in any release.
 */
package io.dynaforge.reactive.internal;
