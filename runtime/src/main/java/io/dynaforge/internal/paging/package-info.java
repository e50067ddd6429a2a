/**
 * Engine, <strong>not API</strong>: the one paged read ({@link io.dynaforge.internal.paging.PagedRead})
 * and its combiners, shared by the blocking template and repositories (driven by the executor) and
 * the reactive ones (driven by demand), so that both send the same requests.
 */
package io.dynaforge.internal.paging;
