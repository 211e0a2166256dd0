import { adminApi, adminCall, adminEnvelopeCall } from '../../api/admin-api';
import { adminBaseQuery } from '../../api/admin-base-query';
import type { RecoveryCodes, SignInCredentials, TwoFactorPolicy, TwoFactorSetup, TwoFactorStatus } from './two-factor-types';

/** Two-factor sign-in (TOTP): one's own (set up, confirm, turn off), the owner's policy and resets, and the set-up at sign-in. */
export const twoFactorApi = adminApi.enhanceEndpoints({ addTagTypes: ['TwoFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      queryFn: (_arg, bq) => adminCall<TwoFactorStatus>('/api/admin/me/two-factor', bq),
      providesTags: ['TwoFactor'],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({
      queryFn: (_arg, bq) => adminCall<TwoFactorSetup>({ url: '/api/admin/me/two-factor/setup', method: 'POST', body: {} }, bq),
      // Refused (on already, from another tab): the status shown is out of date.
      invalidatesTags: (_result, error) => (error ? ['TwoFactor'] : []),
    }),
    /** The app's first code turns two-factor on; the answer's ten recovery codes are shown once. */
    confirmTwoFactor: build.mutation<RecoveryCodes, { otp: string }>({
      queryFn: async (body, bq) => {
        const answer = await adminEnvelopeCall({ url: '/api/admin/me/two-factor/confirm', method: 'POST', body }, bq);
        if (answer.error) return answer;
        const { recoveryCodes } = answer.data.dto as Omit<RecoveryCodes, 'message'>;
        return { data: { message: answer.data.message, recoveryCodes } };
      },
      invalidatesTags: ['TwoFactor', 'Audit'],
    }),
    turnOffTwoFactor: build.mutation<string, { password: string }>({
      queryFn: (body, bq) => adminCall<string>({ url: '/api/admin/me/two-factor/off', method: 'POST', body }, bq, 'message'),
      // Refused as required: the owner may have just required it; the status shown is read again either way.
      invalidatesTags: (_result, error) => (error ? ['TwoFactor'] : ['TwoFactor', 'Audit']),
    }),
    setTwoFactorPolicy: build.mutation<TwoFactorPolicy, TwoFactorPolicy>({
      queryFn: (body, bq) => adminCall<TwoFactorPolicy>({ url: '/api/admin/two-factor-policy', method: 'PUT', body }, bq),
      invalidatesTags: ['TwoFactor', 'Audit'],
    }),
    /** Owner: forgets an account's authenticator (a lost phone) and ends its sessions. */
    resetAdminTwoFactor: build.mutation<string, number>({
      queryFn: (id, bq) => adminCall<string>({ url: `/api/admins/${id}/two-factor/reset`, method: 'POST', body: {} }, bq, 'message'),
      invalidatesTags: ['TwoFactor', 'Audit'],
    }),
    /** At sign-in, where the owner requires two-factor: a secret for an account without one (no session yet). */
    startSignInTwoFactorSetup: build.mutation<TwoFactorSetup, SignInCredentials>({
      queryFn: async (body, bq) => {
        const response = await adminBaseQuery({ url: '/api/admin/login/two-factor-setup', method: 'POST', body }, bq);
        return response.error ? { error: response.error } : { data: response.data.dto as TwoFactorSetup };
      },
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorMutation,
  useTurnOffTwoFactorMutation,
  useSetTwoFactorPolicyMutation,
  useResetAdminTwoFactorMutation,
  useStartSignInTwoFactorSetupMutation,
} = twoFactorApi;
