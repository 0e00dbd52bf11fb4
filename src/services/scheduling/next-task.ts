/**
 * Resolves in a new task: the browser gets its turn (input, a paint) before what follows. Start-up work is cut
 * at these points so no single task holds a slow phone's main thread for long (total blocking time, ADR 0025).
 * A posted message rather than a timer: timers nest into 4 ms clamps, and tests that fake timers still run it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
