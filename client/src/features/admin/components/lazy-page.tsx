import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A console screen in its own chunk: the console's first screen downloads the frame and that screen, not every
 * screen and every Ant Design component they use (docs/decisions.md, "The console's first screen").
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  function LazyPage() {
    return (
      <Suspense fallback={<Spin description="불러오는 중" style={{ display: 'block', padding: 48 }} />}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
