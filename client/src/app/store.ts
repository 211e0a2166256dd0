import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { cartReducer } from '@/features/cart/store/cart-slice';
import { adminReducer } from '@/features/member/store/admin-slice';
import { memberReducer } from '@/features/member/store/member-slice';
import { phoneVerificationReducer } from '@/features/member/store/phone-verification-slice';
import { checkoutReducer } from '@/features/checkout/store/checkout-slice';
import { paymentGoodsReducer } from '@/features/checkout/store/payment-goods-slice';
import { priceReducer } from '@/features/checkout/store/price-slice';
import { api } from '@/lib/api-client';
import { lazySagaMiddleware } from '@/lib/lazy-saga-middleware';
import { localStorageEngine } from '@/lib/local-storage';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  member: memberReducer,
  admin: adminReducer,
  cart: cartReducer,
  paymentGoods: paymentGoodsReducer,
  price: priceReducer,
  // The checkout's choices and the attempt's key: they outlive the trip to the payment provider and back.
  checkout: checkoutReducer,
  // Not persisted: a code flow belongs to the page that started it.
  phoneVerification: phoneVerificationReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const persistConfig = {
  key: 'shop',
  version: 1,
  storage: localStorageEngine,
  whitelist: ['member', 'admin', 'cart', 'paymentGoods', 'price', 'checkout'],
  timeout: 5000,
};

interface SetupStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Keep the whitelisted slices in localStorage (the app does; tests usually do not). */
  persist?: boolean;
}

export function setupStore({ preloadedState, persist = false }: SetupStoreOptions = {}) {
  // The sagas' runtime loads beside the first screen (lib/lazy-saga-middleware.ts), not in the first load.
  const sagaMiddleware = lazySagaMiddleware(() => import('./saga-runtime').then((runtime) => runtime.startSagaRuntime));
  // The persisted reducer only adds the _persist bookkeeping key; the state the app reads is the same.
  const reducer = (persist ? persistReducer(persistConfig, rootReducer) : rootReducer) as typeof rootReducer;
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: true,
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware, sagaMiddleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

/** The app's store, persisted, with its persistor for the PersistGate. */
export function createAppStore() {
  const store = setupStore({ persist: true });
  const persistor = persistStore(store);
  return { store, persistor };
}
