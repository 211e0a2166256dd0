import { Button, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminMeQuery } from '../api/admin-api';
import { adminPaths } from '../lib/admin-paths';
import { useAdminSession } from '../store/admin-session-bridge';
import { LazyResult } from './lazy-result';

/**
 * Every /admin/* screen asks the server who is logged in (GET /api/admin/me). Nobody (401) → the login screen,
 * remembering the page to come back to. The persisted admin slice follows the answer; the server is the truth.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data: me, isLoading, isError, refetch } = useAdminMeQuery();
  const { signedIn, signedOut } = useAdminSession();
  const location = useLocation();

  useEffect(() => {
    if (me) signedIn(me.id);
    else if (me === null) signedOut();
  }, [me, signedIn, signedOut]);

  if (isLoading) return <Spin fullscreen description="불러오는 중" />;
  if (me === null) {
    const wanted = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${adminPaths.login}?redirect=${wanted}`} />;
  }
  if (isError || !me) {
    return (
      <LazyResult
        status="error"
        title="관리자 정보를 불러오지 못했습니다"
        extra={
          <Button type="primary" onClick={() => refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
