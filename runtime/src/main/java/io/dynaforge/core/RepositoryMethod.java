package io.dynaforge.core;

/**
 * Names the template calls a thread makes after the repository method that makes them, so that
 * observations and consumed capacity name it ({@link RequestInfo#method()}): the one boundary where a name
 * enters the request path from code the engine does not see. Generated repositories and their runtime base
 * classes set it around each call, allocation-free, and a repository fragment's implementation may do the
 * same for the calls it makes:
 *
 * <pre>{@code
 * String previous = RepositoryMethod.enter("OrderRepository.archiveOld");
 * try { ... template calls ... } finally { RepositoryMethod.exit(previous); }
 * }</pre>
 *
 * The engine reads it once per operation, when the operation is built (its {@code OperationContext}), and
 * carries that context explicitly from there on: later pages, retries and asynchronous steps on other threads
 * report the name current when the call was made; a reactive call, the name current when it was assembled (or
 * the one in its subscriber context).
 */
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
