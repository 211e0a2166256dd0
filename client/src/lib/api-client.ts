import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { Envelope, FieldError } from '@/types/api';
import { networkFailureMessage, RETRY_MESSAGE } from './failure-text';

/**
 * The one place requests are built. Every request:
 * - carries the anti-forgery token from <meta name="csrf-token"> as X-CSRF-TOKEN (the server writes the tag
 *   into each page it serves);
 * - sends the session cookie (same origin only);
 * - comes back unwrapped: result '0000' is the data, anything else an ApiError with the server's Korean message,
 *   or, when no envelope came back, 다시 시도해주세요. followed by what failed (lib/failure-text.ts);
 * - on 401 dispatches sessionExpired so the member state resets.
 */

export const SUCCESS = '0000';
export { RETRY_MESSAGE };

/** The session is gone (the server answered 401): the member slice resets to logged out. */
export const sessionExpired = createAction('session/expired');

export interface ApiError {
  /** HTTP status, or fetchBaseQuery's FETCH_ERROR / PARSING_ERROR / TIMEOUT_ERROR for network failures. */
  status: number | string;
  /** The envelope's result code ('4040', ...) or 'NETWORK' when no envelope came back. */
  result: string;
  /** Korean, fit to show a shopper: the server's, or 다시 시도해주세요. (인터넷 연결을 확인해주세요) and the like. */
  message: string;
  code?: string;
  errors?: FieldError[];
}

export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return meta?.content ? meta.content : null;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).result === 'string';
}

/** `httpStatus`: the HTTP status behind a PARSING_ERROR (a proxy's HTML 502), named in the message. */
function toApiError(status: number | string, body: unknown, httpStatus?: number): ApiError {
  if (isEnvelope(body)) {
    return { status, result: body.result, message: body.message || RETRY_MESSAGE, code: body.code, errors: body.errors };
  }
  return { status, result: 'NETWORK', message: networkFailureMessage(httpStatus && httpStatus >= 400 ? httpStatus : status) };
}

// Node's fetch (tests) cannot take a relative URL, so requests are made absolute against the page's origin.
const origin = typeof window !== 'undefined' ? window.location.origin : '';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: origin,
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    const token = readCsrfToken();
    if (token) headers.set('X-CSRF-TOKEN', token);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, Envelope, ApiError> = async (args, api, extraOptions) => {
  const response = await rawBaseQuery(args, api, extraOptions);
  if (response.error) {
    const { status } = response.error;
    // A guest session's 401 (비회원 주문) says nothing about the member's session.
    if (status === 401 && !isGuestRefusal('data' in response.error ? response.error.data : undefined)) api.dispatch(sessionExpired());
    const httpStatus = 'originalStatus' in response.error ? response.error.originalStatus : undefined;
    return { error: toApiError(status, 'data' in response.error ? response.error.data : undefined, httpStatus) };
  }
  const body = response.data;
  if (!isEnvelope(body)) return { error: { status: 'PARSING_ERROR', result: 'NETWORK', message: networkFailureMessage('PARSING_ERROR') } };
  if (body.result !== SUCCESS) {
    if (body.result === '4010') api.dispatch(sessionExpired());
    return { error: toApiError(response.meta?.response?.status ?? 200, body) };
  }
  return { data: body };
};

/** The guest order calls' refusal (no verified guest session), told apart from a member's expired session. */
function isGuestRefusal(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'CHECKOUT.GUEST_NOT_VERIFIED';
}

/** The RTK Query api every feature injects its endpoints into. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'result' in value && 'message' in value;
}

/** Reads an answer's payload from the key the call names (dto, data, list, ...). */
export const payload =
  <T>(key: string) =>
  (body: Envelope): T =>
    body[key] as T;
