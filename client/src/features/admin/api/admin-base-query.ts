import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query/react';
import { baseQuery, sessionExpired } from '@/lib/api-client';

/**
 * The shared base query, minus its storefront side effect: an admin's 401 says nothing about the shopper's
 * session, so the member slice must not reset on it. The console reacts to 401 itself (adminMe becomes null).
 * (RTK Query's own queryFn base query is bound to the real dispatch, hence this wrapper of the raw one.)
 */
export function adminBaseQuery(args: string | FetchArgs, api: BaseQueryApi, extraOptions: object = {}) {
  const quiet: BaseQueryApi = {
    ...api,
    dispatch: ((action: unknown) => (sessionExpired.match(action as never) ? action : api.dispatch(action as never))) as BaseQueryApi['dispatch'],
  };
  return baseQuery(args, quiet, extraOptions);
}
