import { useLayoutEffect, useSyncExternalStore } from 'react';

/** Where a module loaded on demand stands: not asked for, downloading, here, or failed. */
export type OnDemandState<M> =
  { status: 'idle' | 'loading' | 'failed'; module: null } | { status: 'loaded'; module: M };

/**
 * Code downloaded the first time it is needed, such as a panel that shows only when the viewer
 * opens it. Once here it is the page's, as the browser's module map is: every later use has it
 * at once, with no frame waiting for a promise.
 */
export type OnDemandModule<M> = {
  /** Starts the download unless it is here or on its way; a failed one is tried again. */
  load: () => Promise<M>;
  /**
   * Handlers for a button that shows the module: the pointer or focus on the way to it starts the
   * download ahead of need, so it is usually here by the click. They never throw.
   */
  prefetchOnApproach: { onPointerEnter: () => void; onFocus: () => void };
  state: () => OnDemandState<M>;
  subscribe: (listener: () => void) => () => void;
};

/** `importer` is the dynamic import itself, so the bundler makes its module a chunk of its own. */
export function onDemandModule<M>(importer: () => Promise<M>): OnDemandModule<M> {
  let state: OnDemandState<M> = { status: 'idle', module: null };
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: OnDemandState<M>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const load = (): Promise<M> => {
    if (state.status === 'loaded') return Promise.resolve(state.module);
    if (pending) return pending;
    set({ status: 'loading', module: null });
    pending = importer().then(
      (module) => {
        pending = null;
        set({ status: 'loaded', module });
        return module;
      },
      (error: unknown) => {
        // The next call asks again: the connection may be back, or a new deployment may have
        // replaced the chunk.
        pending = null;
        set({ status: 'failed', module: null });
        throw error;
      },
    );
    return pending;
  };
  // A failure is shown by whatever opens the panel, which asks again.
  const prefetch = () => void load().catch(() => undefined);
  return {
    load,
    prefetchOnApproach: { onPointerEnter: prefetch, onFocus: prefetch },
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Where a module stands for a component that needs it now (its `module` is null until it is
 * here). Mounting starts the download, and so does each new `attempt` (for instance the panel's
 * route) after a failure, so opening again tries again. Loaded by hand rather than with lazy():
 * a lazy component whose download failed fails for good, and this one can be asked for before it
 * is drawn (a pointer approaching the button).
 */
export function useOnDemandModule<M>(
  source: OnDemandModule<M>,
  attempt: unknown = null,
): OnDemandState<M> {
  const state = useSyncExternalStore(source.subscribe, source.state);
  // Before paint: a failure from an earlier opening turns to loading before anyone sees it.
  useLayoutEffect(() => {
    // A failure lands in the state, which the caller shows.
    source.load().catch(() => undefined);
  }, [source, attempt]);
  return state;
}
