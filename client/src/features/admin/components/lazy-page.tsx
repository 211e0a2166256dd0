import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';

/** A screen in a chunk of its own; `preload` starts its download before it draws (lib/preload-screen.ts). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A console screen in its own chunk: the console's first screen downloads the frame and that screen, not every
 * screen and every Ant Design component they use (docs/decisions.md, "The console's first screen").
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  // One download however often it is asked for (by preload, then by React when the screen draws); a failed one is
  // forgotten, so React's own ask tries again as it did before preloading.
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A chunk already here (preloaded beside the sign-in check) is handed to React.lazy as a thenable that answers at
  // once: React then draws the screen in the same pass. A promise, even a settled one, answers a microtask later, and
  // React would first commit the spinner and draw again.
  const Page = lazy(() => {
    if (loaded === undefined) return preload().then((module) => ({ default: pick(module) }));
    const screen = { default: pick(loaded) };
    return { then: (fulfil: (value: typeof screen) => void) => fulfil(screen) } as unknown as Promise<typeof screen>;
  });
  function LazyPage() {
    return (
      <Suspense fallback={<Spin description="불러오는 중" style={{ display: 'block', padding: 48 }} />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}
