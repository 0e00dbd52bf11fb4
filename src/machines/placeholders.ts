/**
 * The body of a placeholder promise actor: a machine declares every side effect in `setup()` with one of
 * these, and the app (or a test) provides the real one with `.provide()`. Forgetting to provide it fails
 * loudly instead of reaching a real service.
 */
export const notProvided = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`The ${name} actor is not provided.`));
