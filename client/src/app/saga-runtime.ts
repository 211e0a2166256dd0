import createSagaMiddleware from 'redux-saga';
import type { SagaRuntimeStarter } from '@/lib/lazy-saga-middleware';
import { rootSaga } from './root-saga';

/** The saga runtime's chunk: the middleware bound to the store, running the root saga's watchers. */
export const startSagaRuntime: SagaRuntimeStarter = (api) => {
  const sagaMiddleware = createSagaMiddleware();
  const handler = sagaMiddleware(api);
  sagaMiddleware.run(rootSaga);
  return handler as ReturnType<SagaRuntimeStarter>;
};
