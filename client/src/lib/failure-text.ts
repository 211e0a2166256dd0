/**
 * The one rule for telling someone a call failed (storefront toasts and the console's message.error alike): the
 * spec's 다시 시도해주세요., followed by what went wrong when the shop knows it — the network, a time-out, an
 * answer that was no answer, a server error's code. A refusal the server explains (a 4xx) is its own message and
 * is shown as it is by the callers.
 */

export const RETRY_MESSAGE = '다시 시도해주세요.';

/** What fetchBaseQuery's failure kinds (or a bare HTTP status) mean, in Korean. */
export function networkFailureReason(status: number | string): string {
  if (status === 'FETCH_ERROR') return '인터넷 연결을 확인해주세요';
  if (status === 'TIMEOUT_ERROR') return '응답 시간이 초과되었습니다';
  if (status === 'PARSING_ERROR') return '서버의 응답을 읽지 못했습니다';
  return typeof status === 'number' ? `서버 응답 ${status}` : `연결 오류 ${status}`;
}

/** 다시 시도해주세요. followed by the reason in brackets. */
export const retryWith = (reason: string) => `${RETRY_MESSAGE} (${reason})`;

/** The message of a call that came back with no envelope (ApiError.result 'NETWORK'). */
export const networkFailureMessage = (status: number | string) => retryWith(networkFailureReason(status));

interface FailureShape {
  status?: unknown;
  result?: unknown;
  message?: unknown;
}

/**
 * 다시 시도해주세요. with the failure named: a network failure's own message (already worded so by the API
 * client), a server error's result code; just 다시 시도해주세요. when nothing more is known.
 */
export function retryText(error: unknown): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as FailureShape;
  if (failure.result === 'NETWORK' && typeof failure.message === 'string' && failure.message.startsWith(RETRY_MESSAGE)) {
    return failure.message;
  }
  if (typeof failure.status === 'number' && failure.status >= 500 && typeof failure.result === 'string') {
    return retryWith(`오류 코드 ${failure.result}`);
  }
  return RETRY_MESSAGE;
}

/**
 * The console's failure line: 다시 시도해주세요. followed by the server's own message when it said something
 * more than that (a 4xx's reason, a 5xx's words), or by the network failure.
 */
export function retryTextWithServerReason(error: unknown): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as FailureShape;
  if (failure.result === 'NETWORK') return retryText(error);
  const detail = typeof failure.message === 'string' ? failure.message : '';
  return detail && detail !== RETRY_MESSAGE ? `${RETRY_MESSAGE} ${detail}` : RETRY_MESSAGE;
}
