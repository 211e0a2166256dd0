import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { lazyRoute } from '@/lib/lazy-route';

/** A lazily loaded screen; `preload` starts fetching its chunk before React first renders it. */
export type LazyScreen = ComponentType & { preload: () => void };

/**
 * A screen in its own chunk, loaded with React.lazy the first time it renders (or when `preload` is called). The
 * router does not wait for it, so the shell (promo bar, header, footer) paints while the screen's code is on the way;
 * its place shows a spinner meanwhile (the main area is a screen tall, so nothing below moves). Failures and the
 * time-out are lazyRoute's: a ChunkLoadError thrown while rendering, which the route's errorElement turns into the
 * reload screen.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, timeoutMs?: number): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= lazyRoute(load, timeoutMs)().then((route) => ({ default: route.Component })));
  const Screen = lazy(loadOnce);
  function LazyScreenComponent() {
    return (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    );
  }
  // A failed preload is not reported here: rendering the screen throws the same error to the route's errorElement.
  return Object.assign(LazyScreenComponent, { preload: () => void loadOnce().catch(() => undefined) });
}
