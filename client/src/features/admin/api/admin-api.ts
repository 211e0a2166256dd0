import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query/react';
import { api, type ApiError } from '@/lib/api-client';
import type { Envelope, Page } from '@/types/api';
import { adminBaseQuery } from './admin-base-query';
import type {
  AccessLogEntry,
  AccessLogFilter,
  AdminAccount,
  AdminLoginRequest,
  AdminLoginResult,
  AdminProfile,
  AuditEntry,
  AuditFilter,
  CreateAdminRequest,
  PageQuery,
  UpdateAdminRequest,
} from './admin-types';
import { pageQueryString } from '../lib/page-query';
import { presentQuery } from '../lib/present-query';

type Outcome<T> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

/** The tags later areas add to (goods, coupons, ...) so a save refreshes the lists that show it. */
export const ADMIN_TAGS = ['AdminMe', 'AdminAccount', 'Audit', 'AccessLog'] as const;

/**
 * A 401 whose code says the request's own proof was wrong (a two-factor code, the password typed to turn two-factor
 * off) refuses that request only: the session is still there.
 */
const WRONG_PROOF = new Set(['BACKOFFICE.OTP_FAILED', 'BACKOFFICE.PASSWORD_MISMATCH']);

const isLoggedOut = (error: ApiError) => (error.status === 401 || error.result === '4010') && !WRONG_PROOF.has(error.code ?? '');

/** Who is now logged in, for the console's guard: a login's profile without what it answered once (recoveryCodes). */
const profileOf = ({ id, email, name, role }: AdminLoginResult): AdminProfile => ({ id, email, name, role });

/**
 * One admin call: the envelope's `key` (dto by default) is the data. A 401 means the admin session is gone,
 * so adminMe becomes null and the console's guard sends the admin to the login screen.
 */
export async function adminCall<T>(args: string | FetchArgs, bq: BaseQueryApi, key: string = 'dto'): Promise<Outcome<T>> {
  const response = await adminEnvelopeCall(args, bq);
  return response.error ? response : { data: response.data[key] as T };
}

/** adminCall for an answer whose words and payload are both wanted (2단계 인증을 켰습니다. with its recovery codes). */
export async function adminEnvelopeCall(args: string | FetchArgs, bq: BaseQueryApi): Promise<Outcome<Envelope>> {
  const response = await adminBaseQuery(args, bq);
  if (response.error) {
    if (isLoggedOut(response.error)) bq.dispatch(adminApi.util.upsertQueryData('adminMe', undefined, null));
    return { error: response.error };
  }
  return { data: response.data };
}

/** The console's RTK Query endpoints, injected into the app's one api (lib/api-client). */
export const adminApi = api.enhanceEndpoints({ addTagTypes: [...ADMIN_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in admin, or null when nobody is (the server's 401): the console's guard reads it. */
    adminMe: build.query<AdminProfile | null, void>({
      queryFn: async (_arg, bq) => {
        const response = await adminBaseQuery('/api/admin/me', bq);
        if (response.error) return isLoggedOut(response.error) ? { data: null } : { error: response.error };
        return { data: response.data.dto as AdminProfile };
      },
      providesTags: ['AdminMe'],
    }),
    adminLogin: build.mutation<AdminLoginResult, AdminLoginRequest>({
      queryFn: async (body, bq) => {
        const response = await adminBaseQuery({ url: '/api/admin/login', method: 'POST', body }, bq);
        return response.error ? { error: response.error } : { data: response.data.dto as AdminLoginResult };
      },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        // A refused login leaves adminMe as it was (the screen shows the server's message). A login that answers
        // recovery codes leaves it too: the screen shows them first, then enters the console (adminSignedIn).
        const outcome = await queryFulfilled.catch(() => null);
        if (outcome && !outcome.data.recoveryCodes) dispatch(adminSignedIn(outcome.data));
      },
    }),
    adminLogout: build.mutation<string, void>({
      queryFn: (_arg, bq) => adminCall<string>({ url: '/api/admin/logout', method: 'POST' }, bq, 'message'),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Logged out on this screen whatever the server answers: the next call would find out anyway.
        await queryFulfilled.catch(() => undefined);
        dispatch(adminApi.util.upsertQueryData('adminMe', undefined, null));
        dispatch(adminApi.util.invalidateTags(['AdminAccount', 'Audit', 'AccessLog']));
      },
    }),
    listAdmins: build.query<Page<AdminAccount>, PageQuery>({
      queryFn: (query, bq) => adminCall<Page<AdminAccount>>(`/api/admins?${pageQueryString(query)}`, bq),
      providesTags: ['AdminAccount'],
    }),
    getAdmin: build.query<AdminAccount, number>({
      queryFn: (id, bq) => adminCall<AdminAccount>(`/api/admins/${id}`, bq),
      providesTags: (_result, _error, id) => [{ type: 'AdminAccount', id }],
    }),
    createAdmin: build.mutation<string, CreateAdminRequest>({
      queryFn: (body, bq) => adminCall<string>({ url: '/api/admins', method: 'POST', body }, bq, 'message'),
      invalidatesTags: ['AdminAccount', 'Audit'],
    }),
    updateAdmin: build.mutation<string, UpdateAdminRequest>({
      queryFn: (body, bq) => adminCall<string>({ url: '/api/admins', method: 'PUT', body }, bq, 'message'),
      invalidatesTags: (_result, _error, body) => ['AdminAccount', { type: 'AdminAccount', id: body.id }, 'Audit', 'AdminMe'],
    }),
    listAudit: build.query<Page<AuditEntry>, PageQuery & AuditFilter>({
      queryFn: (query, bq) => adminCall<Page<AuditEntry>>(`/api/admin/audit?${presentQuery(query)}`, bq),
      providesTags: ['Audit'],
    }),
    listAccessLog: build.query<Page<AccessLogEntry>, PageQuery & AccessLogFilter>({
      queryFn: (query, bq) => adminCall<Page<AccessLogEntry>>(`/api/admin/access-log?${presentQuery(query)}`, bq),
      providesTags: ['AccessLog'],
    }),
  }),
});

/** The console's guard now knows who logged in (the login screen enters the console with it). */
export const adminSignedIn = (admin: AdminLoginResult) =>
  adminApi.util.upsertQueryEntries([{ endpointName: 'adminMe', arg: undefined, value: profileOf(admin) }]);

export const {
  useAdminMeQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useListAdminsQuery,
  useGetAdminQuery,
  useCreateAdminMutation,
  useUpdateAdminMutation,
  useListAuditQuery,
  useListAccessLogQuery,
} = adminApi;
