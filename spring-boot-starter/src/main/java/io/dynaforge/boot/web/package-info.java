/**
 * Cursors on the web: controller parameters of type {@code ScrollPosition} read from the request's cursor parameter
 * (Spring MVC and WebFlux), and the HTTP 400 problem detail that answers an invalid cursor. The starter registers them
 * when the application has a {@code CursorCodec} bean; nothing here is needed by hand.
 */
package io.dynaforge.boot.web;
