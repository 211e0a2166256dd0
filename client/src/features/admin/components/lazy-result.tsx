import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

const Result = lazy(() => import('./antd-result'));

/**
 * Ant Design's Result, downloaded only when a screen shows one (a refusal, a failed load): its illustrations are
 * about 11 KiB gzipped, which the console's first screen should not carry for a rare case (docs/decisions.md, "The
 * console's first screen").
 */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
