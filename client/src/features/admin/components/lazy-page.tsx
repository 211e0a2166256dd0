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
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Page = lazy(async () => ({ default: pick(await preload()) }));
  function LazyPage() {
    return (
      <Suspense fallback={<Spin description="불러오는 중" style={{ display: 'block', padding: 48 }} />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}
