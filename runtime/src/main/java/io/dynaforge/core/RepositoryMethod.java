package io.dynaforge.core;

/**
 * The repository method the current thread is running, so that observations and consumed capacity
 * name it ({@link RequestInfo#method()}). Generated repositories and their runtime base classes set it
 * around each call, allocation-free:
 *
 * <pre>{@code
 * String previous = RepositoryMethod.enter("OrderRepository.findByCustomerId");
 * try { ... } finally { RepositoryMethod.exit(previous); }
 * }</pre>
 *
 * Not meant for application code.
 */
@Internal
public final class RepositoryMethod {

  /** What a direct template call is named. */
  public static final String TEMPLATE = "template";

  private static final ThreadLocal<String> CURRENT = new ThreadLocal<>();

  private RepositoryMethod() {}

  /** Sets the current method; returns the one it replaces, for {@link #exit}. */
  public static String enter(String method) {
    String previous = CURRENT.get();
    CURRENT.set(method);
    return previous;
  }

  /** Restores the method {@link #enter} replaced. */
  public static void exit(String previous) {
    CURRENT.set(previous);
  }

  /** The current method, or {@link #TEMPLATE}. */
  public static String current() {
    String method = CURRENT.get();
    return method == null ? TEMPLATE : method;
  }
}
