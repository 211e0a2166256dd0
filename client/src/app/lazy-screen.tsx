import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { lazyRoute } from '@/lib/lazy-route';

/**
 * A screen in its own chunk, loaded with React.lazy the first time it renders. The router does not wait for it,
 * so the shell (promo bar, header, footer) paints while the screen's code is on the way; its place shows a spinner
 * meanwhile (the main area is a screen tall, so nothing below moves). Failures and the time-out are lazyRoute's: a
 * ChunkLoadError thrown while rendering, which the route's errorElement turns into the reload screen.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, timeoutMs?: number): ComponentType {
  const Screen = lazy(async () => ({ default: (await lazyRoute(load, timeoutMs)()).Component }));
  function LazyScreen() {
    return (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    );
  }
  return LazyScreen;
}
