import type { Middleware, MiddlewareAPI } from '@reduxjs/toolkit';

/** One action's way through a middleware, given the next one. */
type Handler = (next: (action: unknown) => unknown) => (action: unknown) => unknown;

/**
 * Starts the saga runtime for a store: creates the saga middleware, binds it to the store and runs the root saga,
 * returning the middleware's handler. Lives in the lazily loaded chunk (app/saga-runtime.ts).
 */
export type SagaRuntimeStarter = (api: MiddlewareAPI) => Handler;

/** Actions kept while the runtime loads; a runtime that never arrives does not grow the buffer without end. */
export const PENDING_ACTIONS_LIMIT = 100;

/**
 * The saga middleware, with the saga runtime (redux-saga, 6 KiB gzipped) out of the storefront's first load: the
 * runtime starts loading when the store is made; until it is there, actions go on to the reducers as always and
 * are kept, then handed to the sagas in their order, as if the runtime had seen them. The sagas only run
 * multi-step flows a shopper starts on a screen (phone codes, payment), so none of them is waited for at start. A
 * failed load is tried again on the next action.
 */
export function lazySagaMiddleware(load: () => Promise<SagaRuntimeStarter>): Middleware {
  return (api) => {
    let handler: Handler | null = null;
    let live: ((action: unknown) => unknown) | null = null;
    let pending: unknown[] = [];
    let loading: Promise<void> | null = null;

    const ensureLoaded = () => {
      loading ??= load().then(
        (start) => {
          handler = start(api);
          const replay = handler(() => undefined);
          const waiting = pending;
          pending = [];
          for (const action of waiting) replay(action);
        },
        () => {
          loading = null;
        },
      );
    };
    ensureLoaded();

    return (next) => (action) => {
      if (handler) {
        live ??= handler(next);
        return live(action);
      }
      const result = next(action);
      pending.push(action);
      if (pending.length > PENDING_ACTIONS_LIMIT) pending.shift();
      ensureLoaded();
      return result;
    };
  };
}
