package io.dynaforge.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.test.context.ContextConfiguration;

/**
 * Runs a Spring (Boot) test against the JVM's shared {@link LocalDynamoDb}, through {@link LocalDynamoDbInitializer}:
 * the starter's client points at the local server and the models' tables are created at start.
 *
 * <pre>{@code
 * @SpringBootTest
 * @WithLocalDynamoDb
 * class PlayerRepositoryTest {
 *     @Autowired PlayerRepository players;
 *
 *     @Test
 *     void savesAndFinds() {
 *         players.save(new Player("TOURNAMENT#1", "p1", "Ada", 1820, null));
 *         assertThat(players.findByPkAndPlayerId("TOURNAMENT#1", "p1")).isPresent();
 *     }
 * }
 * }</pre>
 *
 * <p>No Docker: the server is {@code moto_server} (or the endpoint of {@value LocalDynamoDb#ENDPOINT_ENV}), started
 * once per JVM and shared by every test context.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ContextConfiguration(initializers = LocalDynamoDbInitializer.class)
public @interface WithLocalDynamoDb {
}
