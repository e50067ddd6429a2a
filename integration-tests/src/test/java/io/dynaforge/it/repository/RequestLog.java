package io.dynaforge.it.repository;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/** Records every request a client sends, to assert on the shape and count of requests. */
final class RequestLog implements ExecutionInterceptor {
  private final List<SdkRequest> requests = Collections.synchronizedList(new ArrayList<>());

  @Override
  public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
    requests.add(context.request());
  }

  void clear() {
    requests.clear();
  }

  List<SdkRequest> all() {
    synchronized (requests) {
      return List.copyOf(requests);
    }
  }

  <R extends SdkRequest> List<R> of(Class<R> type) {
    return all().stream().filter(type::isInstance).map(type::cast).toList();
  }
}
