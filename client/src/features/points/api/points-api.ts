import { api, payload } from '@/lib/api-client';
import type { PointLedger, PointLedgerArgs } from '../types';

/** Ledger rows a page on My Page (the server's default too). */
export const POINT_PAGE_SIZE = 10;

/** My Page's points: the balance (the ledger's sum) and a page of the ledger, newest first. Member-only. */
export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pointLedger: build.query<PointLedger, PointLedgerArgs>({
      query: ({ memberId, page }) => ({ url: '/api/member/points', params: { memId: memberId, page, size: POINT_PAGE_SIZE } }),
      transformResponse: payload<PointLedger>('dto'),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePointLedgerQuery } = pointsApi;
