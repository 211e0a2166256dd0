import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setupStore, type AppStore, type RootState } from '@/app/store';

interface Options {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

/** Renders the real route table at `path` with a fresh (unpersisted) store. */
export function renderRoute(path: string, { store, preloadedState }: Options = {}) {
  const appStore = store ?? setupStore({ preloadedState });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider store={appStore}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store: appStore, router };
}

/** Renders one component inside a router (at `path`) and a fresh store. */
export function renderWithProviders(ui: ReactElement, { store, preloadedState, path = '/' }: Options & { path?: string } = {}) {
  const appStore = store ?? setupStore({ preloadedState });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <AppProvider store={appStore}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store: appStore, router };
}
