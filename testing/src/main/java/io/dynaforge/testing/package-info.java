/**
 * A real, local DynamoDB-compatible server for tests and examples.
 *
 * <p>{@link io.dynaforge.testing.LocalDynamoDb} starts <a href="https://github.com/getmoto/moto">moto</a>
 * (default) or <a href="https://github.com/architect/dynalite">dynalite</a> on a free loopback port and
 * hands out configured {@code DynamoDbClient}s; {@link io.dynaforge.testing.DynamoDbExtension} wraps one
 * shared server per test JVM for JUnit 5 and gives each test class uniquely named tables through
 * {@link io.dynaforge.testing.TestTables}.
 *
 * <p>{@link io.dynaforge.testing.ScriptedStreams} is a DynamoDB Streams endpoint of its own, scripted by the test:
 * moto serves one open shard per stream, it serves a lineage (closed, split and trimmed shards, expired iterators,
 * throttles) to the real SDK streams client.
 *
 * <p>Configuration (system property, then environment variable):
 * <ul>
 *   <li>{@code dynamodb.endpoint} / {@code DYNAMODB_ENDPOINT}: use this existing endpoint, start nothing;</li>
 *   <li>{@code dynaforge.engine} / {@code DYNAFORGE_ENGINE}: {@code moto} (default) or {@code dynalite};</li>
 *   <li>{@code dynaforge.python} / {@code DYNAFORGE_PYTHON}: the Python running moto (default {@code python3});</li>
 *   <li>{@code dynaforge.node} / {@code DYNAFORGE_NODE}: the Node.js running dynalite (default {@code node});</li>
 *   <li>{@code dynaforge.dynalite.home} / {@code DYNAFORGE_DYNALITE_HOME}: where dynalite is installed,
 *       see {@link io.dynaforge.testing.Dynalite}.</li>
 * </ul>
 */
package io.dynaforge.testing;
