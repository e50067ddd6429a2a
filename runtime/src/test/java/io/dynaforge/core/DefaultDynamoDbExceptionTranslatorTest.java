package io.dynaforge.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.InvalidDataAccessResourceUsageException;
import org.springframework.dao.NonTransientDataAccessResourceException;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.dao.PermissionDeniedDataAccessException;
import org.springframework.dao.QueryTimeoutException;
import org.springframework.dao.TransientDataAccessResourceException;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DuplicateItemException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionSizeLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;

class DefaultDynamoDbExceptionTranslatorTest {

  private static final DynamoDbOperationContext CONTEXT =
      new DynamoDbOperationContext("PutItem", "Order", "dev-orders", "{pk=\"o1\"}");

  private static DataAccessException translate(SdkException e) {
    return DynamoDbExceptionTranslator.defaults().translate(e, CONTEXT);
  }

  private static DynamoDbException service(String code, int status) {
    return (DynamoDbException) DynamoDbException.builder().message(code + " happened").statusCode(status)
        .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).errorMessage(code + " happened").build()).build();
  }

  @Test
  void translationTable() {
    assertThat(translate(ConditionalCheckFailedException.builder().message("c").build()))
        .isExactlyInstanceOf(DataIntegrityViolationException.class);
    assertThat(translate(DuplicateItemException.builder().message("d").build())).isInstanceOf(DuplicateKeyException.class);
    assertThat(translate(TransactionConflictException.builder().message("t").build()))
        .isExactlyInstanceOf(ConcurrencyFailureException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class);
    assertThat(translate(ProvisionedThroughputExceededException.builder().message("p").build()))
        .isInstanceOf(TransientDataAccessResourceException.class);
    assertThat(translate(RequestLimitExceededException.builder().message("r").build()))
        .isInstanceOf(TransientDataAccessResourceException.class);
    assertThat(translate(service("ThrottlingException", 400))).isInstanceOf(TransientDataAccessResourceException.class);
    assertThat(translate(ItemCollectionSizeLimitExceededException.builder().message("i").build()))
        .isInstanceOf(NonTransientDataAccessResourceException.class);
    assertThat(translate(ResourceNotFoundException.builder().message("gone").build()))
        .isInstanceOf(InvalidDataAccessResourceUsageException.class)
        .hasMessageContaining("'dev-orders'").hasMessageContaining("createTables");
    assertThat(translate(service("ValidationException", 400))).isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessage("PutItem of Order in table 'dev-orders' (key {pk=\"o1\"}) failed: ValidationException: "
            + "ValidationException happened");
    assertThat(translate(service("AccessDeniedException", 400))).isInstanceOf(PermissionDeniedDataAccessException.class);
    assertThat(translate(service("InternalServerError", 500))).isInstanceOf(TransientDataAccessResourceException.class);
    assertThat(translate(service("SomethingNew", 400))).isInstanceOf(UncategorizedDynamoDbException.class);
    assertThat(translate(ApiCallTimeoutException.builder().message("slow").build())).isInstanceOf(QueryTimeoutException.class);
    assertThat(translate(SdkClientException.builder().message("Connection refused").build()))
        .isInstanceOf(DataAccessResourceFailureException.class).hasMessageContaining("Connection refused");
  }

  @Test
  void cancelledTransactionsCarryTheirReasons() {
    DataAccessException e = translate(TransactionCanceledException.builder().message("cancelled")
        .cancellationReasons(List.of(CancellationReason.builder().code("None").build(),
            CancellationReason.builder().code("ConditionalCheckFailed").message("nope").build()))
        .build());
    assertThat(e).isInstanceOf(TransactionCanceledDataAccessException.class);
    assertThat(((TransactionCanceledDataAccessException) e).getFailedReasons())
        .singleElement().satisfies(r -> {
          assertThat(r.index()).isEqualTo(1);
          assertThat(r.code()).isEqualTo("ConditionalCheckFailed");
        });
  }
}
