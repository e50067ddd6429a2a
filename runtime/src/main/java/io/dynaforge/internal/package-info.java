/**
 * Codegen support: <strong>not API</strong>. The classes here are what the code the Dynaforge
 * processor generates calls (value codecs, key templates and ranges, query plans and their
 * execution, argument checks). They are public only because generated code lives in the user's
 * packages; they may change in any release, together with the processor that generates the code
 * calling them. Applications use {@code io.dynaforge.core}, {@code io.dynaforge.repository},
 * {@code io.dynaforge.mapping} and {@code io.dynaforge.config} instead.
 */
package io.dynaforge.internal;
