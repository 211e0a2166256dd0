import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { lazySagaMiddleware, PENDING_ACTIONS_LIMIT, type SagaRuntimeStarter } from './lazy-saga-middleware';

const log = createSlice({
  name: 'log',
  initialState: [] as string[],
  reducers: {
    said: (state, action: PayloadAction<string>) => [...state, action.payload],
    answered: (state, action: PayloadAction<string>) => [...state, `saga saw ${action.payload}`],
  },
});
const { said, answered } = log.actions;

/** A saga that answers every `said` with `answered`, as the app's watchers answer the screens' requests. */
function* echo() {
  while (true) {
    const action: ReturnType<typeof said> = yield take(said.type);
    yield put(answered(action.payload));
  }
}

const startEcho: SagaRuntimeStarter = (api) => {
  const saga = createSagaMiddleware();
  const handler = saga(api);
  saga.run(echo);
  return handler as ReturnType<SagaRuntimeStarter>;
};

/** A runtime whose arrival the test decides. */
function deferredRuntime() {
  let arrive!: () => void;
  let fail!: () => void;
  const load = vi.fn(
    () =>
      new Promise<SagaRuntimeStarter>((resolve, reject) => {
        arrive = () => resolve(startEcho);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { load, arrive: () => arrive(), fail: () => fail() };
}

const storeWith = (load: () => Promise<SagaRuntimeStarter>) =>
  configureStore({ reducer: { log: log.reducer }, middleware: (defaults) => defaults().concat(lazySagaMiddleware(load)) });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazySagaMiddleware', () => {
  it('starts loading the runtime with the store, and the reducers see actions before it arrives', () => {
    const runtime = deferredRuntime();
    const store = storeWith(runtime.load);
    expect(runtime.load).toHaveBeenCalledTimes(1);
    store.dispatch(said('a'));
    expect(store.getState().log).toEqual(['a']);
  });

  it('hands the actions dispatched while it loaded to the sagas, in order, once it arrives', async () => {
    const runtime = deferredRuntime();
    const store = storeWith(runtime.load);
    store.dispatch(said('a'));
    store.dispatch(said('b'));
    runtime.arrive();
    await settle();
    expect(store.getState().log).toEqual(['a', 'b', 'saga saw a', 'saga saw b']);
  });

  it('passes later actions straight to the running sagas', async () => {
    const runtime = deferredRuntime();
    const store = storeWith(runtime.load);
    runtime.arrive();
    await settle();
    store.dispatch(said('c'));
    expect(store.getState().log).toEqual(['c', 'saga saw c']);
  });

  it('tries again on the next action after a failed load, keeping what came before', async () => {
    const runtime = deferredRuntime();
    const store = storeWith(runtime.load);
    store.dispatch(said('a'));
    runtime.fail();
    await settle();
    store.dispatch(said('b'));
    expect(runtime.load).toHaveBeenCalledTimes(2);
    runtime.arrive();
    await settle();
    expect(store.getState().log).toEqual(['a', 'b', 'saga saw a', 'saga saw b']);
  });

  it('keeps only the latest actions for a runtime that does not arrive', async () => {
    const runtime = deferredRuntime();
    const store = storeWith(runtime.load);
    const count = PENDING_ACTIONS_LIMIT + 5;
    for (let i = 0; i < count; i += 1) store.dispatch(said(String(i)));
    runtime.arrive();
    await settle();
    const seen = store.getState().log.filter((entry) => entry.startsWith('saga saw'));
    expect(seen).toHaveLength(PENDING_ACTIONS_LIMIT);
    expect(seen[0]).toBe('saga saw 5');
    expect(seen.at(-1)).toBe(`saga saw ${count - 1}`);
  });
});
