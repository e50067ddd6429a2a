package io.dynaforge.boot.autoconfigure;

import reactor.core.scheduler.NonBlocking;

/**
 * A thread Reactor treats as non-blocking, as it does Netty's event loop and its own parallel scheduler: a
 * {@code Mono.block()} on it throws {@code IllegalStateException}.
 */
final class NonBlockingThread extends Thread implements NonBlocking {

  NonBlockingThread(Runnable task, String name) {
    super(task, name);
    setDaemon(true);
  }
}
