package io.dynaforge.it.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.expression.Attribute;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import io.dynaforge.internal.ScalarCodec;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** Typed updates and conditions against stored items: every action, conditions, version and auditing. */
@ExtendWith(DynamoDbExtension.class)
class TypedUpdateTest {

  static WriteFixture fx;
  static DynamoDbTemplate template;
  static CustomerRepository customers;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = new WriteFixture(db, tables);
    template = fx.template;
    customers = new CustomerRepository_Impl(template);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  private static Customer stored(String pk) {
    Customer c = new Customer(pk, "Ann");
    c.setOrderCount(3);
    c.setTier(Tier.SILVER);
    c.setTags(Set.of("a", "b"));
    c.setHistory(List.of("first"));
    c.setResetToken("token");
    return template.save(c);
  }

  @Test
  void everyActionChangesTheStoredItem() {
    stored("USER#every");
    Customer after = template.update(Customer.class, "USER#every", "PROFILE", Update.of(Customer.class)
        .set(Customer_Attributes.name, "Bea")
        .add(Customer_Attributes.orderCount, 2)
        .remove(Customer_Attributes.resetToken)
        .append(Customer_Attributes.history, List.of("second", "third"))
        .addToSet(Customer_Attributes.tags, Set.of("c"))
        .set(Customer_Attributes.tier, Tier.GOLD));
    Map<String, AttributeValue> item = fx.stored("USER#every", "PROFILE");
    assertThat(item.get("name").s()).isEqualTo("Bea");
    assertThat(item.get("count").n()).isEqualTo("5");
    assertThat(item).doesNotContainKey("resetToken");
    assertThat(item.get("history").l()).extracting(AttributeValue::s).containsExactly("first", "second", "third");
    assertThat(item.get("tags").ss()).containsExactlyInAnyOrder("a", "b", "c");
    assertThat(item.get("tier").s()).isEqualTo("GOLD");
    // ALL_NEW back as an entity
    assertThat(after.getName()).isEqualTo("Bea");
    assertThat(after.getOrderCount()).isEqualTo(5);
    assertThat(after.getResetToken()).isNull();
    assertThat(after.getTags()).containsExactlyInAnyOrder("a", "b", "c");
  }

  @Test
  void removeFromSetSetIfNotExistsAndNegativeAdd() {
    stored("USER#more");
    template.update(Customer.class, "USER#more", "PROFILE", Update.of(Customer.class)
        .removeFromSet(Customer_Attributes.tags, Set.of("a"))
        .setIfNotExists(Customer_Attributes.name, "ignored")
        .add(Customer_Attributes.orderCount, -3));
    Map<String, AttributeValue> item = fx.stored("USER#more", "PROFILE");
    assertThat(item.get("tags").ss()).containsExactly("b");
    assertThat(item.get("name").s()).isEqualTo("Ann");
    assertThat(item.get("count").n()).isEqualTo("0");
  }

  @Test
  void actionsOnMissingAttributesAndItems() {
    Customer created = template.update(Customer.class, "USER#new", "PROFILE", Update.of(Customer.class)
        .add(Customer_Attributes.orderCount, 1)
        .append(Customer_Attributes.history, List.of("x"))
        .setIfNotExists(Customer_Attributes.name, "Neo")
        .set(Customer_Attributes.resetToken, null));
    assertThat(created.getOrderCount()).isEqualTo(1); // a missing number counts as 0
    assertThat(created.getHistory()).containsExactly("x"); // appended to a missing list
    assertThat(created.getName()).isEqualTo("Neo");
    assertThat(created.getVersion()).isEqualTo(1L); // the version is incremented from none
    assertThat(created.getUpdatedAt()).isEqualTo(WriteFixture.NOW);
  }

  @Test
  void aFailedConditionChangesNothingAndIsAnIntegrityViolation() {
    stored("USER#cond");
    Map<String, AttributeValue> before = fx.stored("USER#cond", "PROFILE");
    assertThatThrownBy(() -> template.update(Customer.class, "USER#cond", "PROFILE",
        Update.of(Customer.class).add(Customer_Attributes.orderCount, 1),
        Customer_Attributes.tier.eq(Tier.GOLD)))
        .isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class)
        .hasMessageContaining("Customer").hasMessageContaining(fx.tables.name("shop")).hasMessageContaining("USER#cond")
        .hasMessageContaining("nothing was changed");
    assertThat(fx.stored("USER#cond", "PROFILE")).isEqualTo(before);
    Customer after = template.update(Customer.class, "USER#cond", "PROFILE",
        Update.of(Customer.class).add(Customer_Attributes.orderCount, 1),
        Customer_Attributes.tier.eq(Tier.SILVER).and(Customer_Attributes.orderCount.between(1, 3))
            .and(Condition.not(Customer_Attributes.tags.contains("z"))).and(Customer_Attributes.name.beginsWith("A"))
            .and(Customer_Attributes.pk.beginsWith("USER#")));
    assertThat(after.getOrderCount()).isEqualTo(4);
  }

  @Test
  void placeholdersOnlyAndTheVersionAndAuditingInTheSameRequest() {
    stored("USER#req");
    fx.log.clear();
    template.update(Customer.class, "USER#req", "PROFILE", Update.of(Customer.class).set(Customer_Attributes.name, "Cy"));
    UpdateItemRequest sent = fx.log.requestsOf(UpdateItemRequest.class).get(0);
    assertThat(sent.updateExpression()).isEqualTo("SET #u0 = :u0, #dfm0 = :dfm1 ADD #dfv2 :dfv3");
    assertThat(sent.expressionAttributeNames()).containsOnly(Map.entry("#u0", "name"), Map.entry("#dfm0", "updatedAt"),
        Map.entry("#dfv2", "version"));
    assertThat(fx.stored("USER#req", "PROFILE").get("version").n()).isEqualTo("2");
  }

  @Test
  void theRepositoryUpdatesById() {
    stored("USER#repo");
    DynamoDbCompositeId id = DynamoDbCompositeId.of("USER#repo", "PROFILE");
    Customer after = customers.update(id, Update.of(Customer.class).add(Customer_Attributes.orderCount, 10));
    assertThat(after.getOrderCount()).isEqualTo(13);
    assertThatThrownBy(() -> customers.update(id, Update.of(Customer.class).add(Customer_Attributes.orderCount, 1),
        Customer_Attributes.orderCount.lt(5))).isInstanceOf(DataIntegrityViolationException.class);
    assertThat(customers.findById(id).orElseThrow().getOrderCount()).isEqualTo(13);
  }

  @Test
  void emptyUpdatesAndVersionWritesAreRefusedBeforeSending() {
    fx.log.clear();
    assertThatThrownBy(() -> template.update(Customer.class, "USER#x", "PROFILE", Update.of(Customer.class)))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("empty Update");
    assertThatThrownBy(() -> template.update(Customer.class, "USER#x", "PROFILE",
        // Customer_Attributes.version is a VersionAttribute, which Update does not take (it does not
        // compile, TypedAttributesTest); an attribute of that name built by hand is refused here
        Update.of(Customer.class).set(Attribute.<Customer, Long>plain("version", ScalarCodec.LONG), 7L)))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("@Version");
    assertThat(fx.log.count()).isZero();
  }

  @Test
  void typedConditionsOnSaveDeleteAndDeleteById() {
    Customer c = stored("USER#typed");
    c.setName("Dee");
    assertThatThrownBy(() -> template.save(c, Customer_Attributes.tier.eq(Tier.GOLD)))
        .isInstanceOf(DataIntegrityViolationException.class);
    assertThat(fx.stored("USER#typed", "PROFILE").get("name").s()).isEqualTo("Ann");
    Customer saved = template.save(c, Customer_Attributes.tier.eq(Tier.SILVER));
    assertThat(fx.stored("USER#typed", "PROFILE").get("name").s()).isEqualTo("Dee");
    assertThatThrownBy(() -> template.update(saved, Customer_Attributes.name.eq("nobody")))
        .isInstanceOf(DataIntegrityViolationException.class);
    assertThatThrownBy(() -> template.delete(saved, Customer_Attributes.orderCount.gt(100)))
        .isInstanceOf(DataIntegrityViolationException.class);
    assertThatThrownBy(() -> template.deleteById(Customer.class, "USER#typed", "PROFILE",
        Customer_Attributes.orderCount.gt(100))).isInstanceOf(DataIntegrityViolationException.class);
    assertThat(fx.stored("USER#typed", "PROFILE")).isNotEmpty();
    template.deleteById(Customer.class, "USER#typed", "PROFILE", Customer_Attributes.orderCount.le(100));
    assertThat(fx.stored("USER#typed", "PROFILE")).isEmpty();
  }

  /** Issue 20 point 7: a declared increment, then a stale save of a copy read before it. */
  @Test
  void aStaleSaveAfterADeclaredUpdateFailsInsteadOfErasingTheIncrement() {
    stored("USER#stale");
    DynamoDbCompositeId id = DynamoDbCompositeId.of("USER#stale", "PROFILE");
    Customer copy = customers.findById(id).orElseThrow();
    customers.recordOrder("USER#stale", "PROFILE");
    copy.setName("overwrites?");
    assertThatThrownBy(() -> customers.save(copy)).isInstanceOf(OptimisticLockingFailureException.class);
    assertThat(fx.stored("USER#stale", "PROFILE").get("count").n()).isEqualTo("4");
  }

  @Test
  void aStaleSaveAfterATypedUpdateFailsToo() {
    stored("USER#stale2");
    DynamoDbCompositeId id = DynamoDbCompositeId.of("USER#stale2", "PROFILE");
    Customer copy = customers.findById(id).orElseThrow();
    customers.update(id, Update.of(Customer.class).add(Customer_Attributes.orderCount, 1));
    assertThatThrownBy(() -> customers.save(copy)).isInstanceOf(OptimisticLockingFailureException.class);
    assertThat(fx.stored("USER#stale2", "PROFILE").get("count").n()).isEqualTo("4");
  }
}
