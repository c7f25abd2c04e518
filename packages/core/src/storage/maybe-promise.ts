export type MaybePromise<T> = T | Promise<T>;

function isPromiseLike<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function rethrow(error: unknown): never {
  throw error;
}

/**
 * Chains without turning a synchronous value into a promise: stores that need no migration (or
 * only synchronous ones) hydrate in the same tick, so the first render already has saved data.
 */
export function chain<T, U>(
  value: MaybePromise<T>,
  next: (value: T) => MaybePromise<U>,
  onError: (error: unknown) => MaybePromise<U> = rethrow,
): MaybePromise<U> {
  if (isPromiseLike(value)) return value.then(next).then(undefined, onError);
  try {
    const result = next(value);
    return isPromiseLike(result) ? result.then(undefined, onError) : result;
  } catch (error) {
    return onError(error);
  }
}
