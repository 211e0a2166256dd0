import { api, payload } from '@/lib/api-client';
import type { RestoreDormantArgs, WithdrawalOptions, WithdrawArgs } from '@/types/api';

export type { RestoreDormantArgs, WithdrawalOptions, WithdrawArgs };

/**
 * Withdrawal and the return of a dormant account (docs/api.md; docs/decisions.md, "Withdrawal and dormant members").
 * Injected only by the screens that use them (the withdrawal screen, the login page), so the first load carries none.
 */
export const withdrawalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** How the logged-in member confirms: password, or an SMS code for a member created by Naver. */
    withdrawalOptions: build.query<WithdrawalOptions, void>({
      query: () => ({ url: '/api/member/withdraw' }),
      transformResponse: payload<WithdrawalOptions>('dto'),
      keepUnusedDataFor: 0,
    }),
    /** Ends the account: every session, the cookie; answers the farewell message. */
    withdraw: build.mutation<string, WithdrawArgs>({
      query: (body) => ({ url: '/api/member/withdraw', method: 'POST', body }),
      transformResponse: (body: { message: string }) => body.message,
    }),
    /** Moves a dormant account's data back after the phone on record was confirmed (purpose restore-dormant). */
    restoreDormant: build.mutation<string, RestoreDormantArgs>({
      query: (body) => ({ url: '/api/member/dormant/restore', method: 'POST', body }),
      transformResponse: (body: { message: string }) => body.message,
    }),
  }),
});

export const { useWithdrawalOptionsQuery, useWithdrawMutation, useRestoreDormantMutation } = withdrawalApi;
