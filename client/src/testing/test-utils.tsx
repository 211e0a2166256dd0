import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setupStore, type AppStore, type RootState } from '@/app/store';

/**
 * Ant Design's styles are computed but never written into jsdom (cssinjs's test-only `mock="server"`). jsdom matches
 * every rule of every style tag on each getComputedStyle, which user-event calls for each ancestor on every click:
 * with the console's 54 style tags that was 80 ms a call, nearly all of an admin spec's time. No spec reads a style
 * Ant Design's stylesheets set (layout and looks are the browser journeys' to check).
 */
function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <AppProvider store={store}>{children}</AppProvider>
    </StyleProvider>
  );
}

interface Options {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

/** Renders the real route table at `path` with a fresh (unpersisted) store. */
export function renderRoute(path: string, { store, preloadedState }: Options = {}) {
  const appStore = store ?? setupStore({ preloadedState });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers store={appStore}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store: appStore, router };
}

/** Renders one component inside a router (at `path`) and a fresh store. */
export function renderWithProviders(ui: ReactElement, { store, preloadedState, path = '/' }: Options & { path?: string } = {}) {
  const appStore = store ?? setupStore({ preloadedState });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Providers store={appStore}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store: appStore, router };
}
