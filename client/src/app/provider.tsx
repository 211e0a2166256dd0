import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { NoticeHost } from '@/components/ui/notices/notice-host';
import type { AppStore } from './store';

interface AppProviderProps {
  store: AppStore;
  persistor?: Persistor;
  children: ReactNode;
}

/**
 * Redux store plus, in the app, the gate that waits for the persisted slices (at most 5 s) before rendering; and
 * the toasts and confirmations of lib/notify.ts, in the page from the start (their live regions must be there
 * before the first message).
 */
export function AppProvider({ store, persistor, children }: AppProviderProps) {
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate loading={null} persistor={persistor}>
          {children}
        </PersistGate>
      ) : (
        children
      )}
      <NoticeHost />
    </Provider>
  );
}
