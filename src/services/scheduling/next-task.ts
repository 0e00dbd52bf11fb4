/** Callers waiting for the next task, in the order they asked; one message on the channel resolves the first. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * One channel for every call, as React's scheduler keeps one: a new MessageChannel per call sometimes held the
 * main thread for several milliseconds (its ports are set up by the browser; up to 12 ms at 4× CPU, ADR 0026).
 */
function sharedChannel(): MessageChannel {
  if (channel) return channel;
  channel = new MessageChannel();
  channel.port1.onmessage = () => waiting.shift()?.();
  // In Node (unit tests) a listening port would keep the process alive; browsers have no unref.
  const port: MessagePort & { unref?: () => void } = channel.port1;
  port.unref?.();
  return channel;
}

/**
 * Resolves in a new task: the browser gets its turn (input, a paint) before what follows. Start-up work is cut
 * at these points so no single task holds a slow phone's main thread for long (total blocking time, ADR 0025).
 * A posted message rather than a timer: timers nest into 4 ms clamps, and tests that fake timers still run it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    sharedChannel().port2.postMessage(null);
  });
}
