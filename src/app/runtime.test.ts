import { afterEach, expect, it, vi } from 'vitest';
import { Actor, type AnyActorLogic } from 'xstate';
import { createAppRuntime } from './runtime';

let stop: () => void = () => undefined;
afterEach(() => stop());

it("hands the main thread back before starting the root actor, before the router's code and before making the router (ADR 0025)", async () => {
  const steps: string[] = [];
  const start = Actor.prototype.start;
  vi.spyOn(Actor.prototype, 'start').mockImplementation(function (this: Actor<AnyActorLogic>) {
    if ('id' in this.logic && this.logic.id === 'root') steps.push('root actor started');
    return start.call(this);
  });
  // A browser router follows the history from its creation: it listens for popstate.
  const listen = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
    if (args[0] === 'popstate') steps.push('router made');
    listen(...args);
  });

  const runtime = await createAppRuntime(async () => {
    steps.push('new task');
  });
  stop = () => runtime.root.stop();

  // The third: the router's code has just been evaluated.
  expect(steps).toEqual(['new task', 'root actor started', 'new task', 'new task', 'router made']);
});
