import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { isChunkLoadError } from '@/lib/lazy-route';
import styles from './error-screens.module.css';

/** The route tree's error element: a failed screen load gets a reload screen, anything else the generic one. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen />;
  return <UnexpectedErrorScreen status={isRouteErrorResponse(error) ? error.status : undefined} />;
}

export function UnexpectedErrorScreen({ status }: { status?: number }) {
  return (
    <div className={styles.screen} role="alert">
      <p className={styles.eyebrow}>Unexpected Application Error!</p>
      <h1 className={styles.title}>예기치 못한 오류가 발생했습니다.</h1>
      <p className={styles.text}>
        불편을 드려 죄송합니다. 잠시 후 다시 시도해 주세요.
        {status ? <span className={styles.code}> (오류 코드 {status})</span> : null}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.assign('/')}>홈으로 가기</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          다시 시도
        </Button>
      </div>
    </div>
  );
}

export function ChunkLoadErrorScreen() {
  return (
    <div className={styles.screen} role="alert">
      <p className={styles.eyebrow}>Load failed</p>
      <h1 className={styles.title}>화면을 불러오지 못했습니다.</h1>
      <p className={styles.text}>
        네트워크가 불안정하거나 새 버전이 배포되었을 수 있습니다.
        <br />
        새로고침하면 최신 화면을 다시 불러옵니다.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>새로고침</Button>
      </div>
    </div>
  );
}
