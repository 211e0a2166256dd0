import type { Page } from '@/types/api';
import { adminApi, adminCall } from '../../api/admin-api';
import { pageQueryString } from '../../lib/page-query';
import type { PointAdjustment, UserDetail, UserRow, UsersQuery } from './users-types';

/** `?page&size&sort&q` of the users list and its CSV. */
export function usersQueryString(query: UsersQuery): string {
  const params = new URLSearchParams(pageQueryString(query));
  if (query.q) params.set('q', query.q);
  return params.toString();
}

/** The users screens' calls (GET /api/member, /api/member/{id}, POST /api/member/{id}/points). */
export const usersApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminUser'] }).injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Page<UserRow>, UsersQuery>({
      queryFn: (query, bq) => adminCall<Page<UserRow>>(`/api/member?${usersQueryString(query)}`, bq),
      providesTags: ['AdminUser'],
    }),
    getUser: build.query<UserDetail, { id: number; ordersPage: number; pointsPage: number }>({
      queryFn: ({ id, ordersPage, pointsPage }, bq) => adminCall<UserDetail>(`/api/member/${id}?ordersPage=${ordersPage}&pointsPage=${pointsPage}`, bq),
      providesTags: (_result, _error, { id }) => [{ type: 'AdminUser', id }],
    }),
    adjustUserPoints: build.mutation<{ before: number; after: number }, PointAdjustment>({
      queryFn: ({ id, amount, reason }, bq) => adminCall<{ before: number; after: number }>({ url: `/api/member/${id}/points`, method: 'POST', body: { amount, reason } }, bq),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminUser', id }, 'Audit'],
    }),
  }),
});

export const { useListUsersQuery, useGetUserQuery, useAdjustUserPointsMutation } = usersApi;
