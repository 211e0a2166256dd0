import type { Page } from '@/types/api';
import { adminApi, adminCall } from '../../api/admin-api';
import type { PageQuery } from '../../api/admin-types';
import { pageQueryString } from '../../lib/page-query';

export const TOKEN_SCOPES = ['catalog:read', 'orders:read', 'orders:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const SCOPE_LABEL: Record<TokenScope, string> = {
  'catalog:read': '상품 조회',
  'orders:read': '주문 조회',
  'orders:write': '주문 처리',
};

export interface ApiToken {
  id: number;
  name: string;
  prefix: string;
  scopes: TokenScope[];
  expiresAt: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  expired: boolean;
}

export interface CreatedApiToken extends ApiToken {
  token: string;
}

export interface NewApiToken {
  name: string;
  scopes: TokenScope[];
  expiresInDays: number;
}

/** The owner's API tokens (GET/POST /api/admin/tokens, DELETE /api/admin/tokens/{id}). */
export const tokensApi = adminApi.enhanceEndpoints({ addTagTypes: ['ApiToken'] }).injectEndpoints({
  endpoints: (build) => ({
    listTokens: build.query<Page<ApiToken>, PageQuery>({
      queryFn: (query, bq) => adminCall<Page<ApiToken>>(`/api/admin/tokens?${pageQueryString(query)}`, bq),
      providesTags: ['ApiToken'],
    }),
    createToken: build.mutation<CreatedApiToken, NewApiToken>({
      queryFn: (body, bq) => adminCall<CreatedApiToken>({ url: '/api/admin/tokens', method: 'POST', body }, bq),
      invalidatesTags: ['ApiToken', 'Audit'],
    }),
    revokeToken: build.mutation<string, number>({
      queryFn: (id, bq) => adminCall<string>({ url: `/api/admin/tokens/${id}`, method: 'DELETE' }, bq, 'message'),
      invalidatesTags: ['ApiToken', 'Audit'],
    }),
  }),
});

export const { useListTokensQuery, useCreateTokenMutation, useRevokeTokenMutation } = tokensApi;
