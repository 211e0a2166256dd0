import type { ReactNode } from 'react';
import { useAdminMeQuery } from '../api/admin-api';
import { LazyResult } from './lazy-result';

/** Screens only the owner may use (관리자, API 토큰); the server refuses staff as well (403). */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { data: me } = useAdminMeQuery();
  if (me?.role !== 'owner') return <LazyResult status="403" title="권한이 없습니다" subTitle="대표 관리자만 사용할 수 있는 메뉴입니다." />;
  return <>{children}</>;
}
