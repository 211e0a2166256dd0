import { App } from 'antd';
import { useMemo } from 'react';
import { isApiError, RETRY_MESSAGE } from '@/lib/api-client';

export const SAVED_MESSAGE = '정상적으로 수정되었습니다';
export const CREATED_MESSAGE = '등록되었습니다';

/** The failure line: 다시 시도해주세요 plus the server's own message when it said something more. */
export function failureText(error: unknown): string {
  const detail = isApiError(error) ? error.message : '';
  return detail && detail !== RETRY_MESSAGE ? `${RETRY_MESSAGE} ${detail}` : RETRY_MESSAGE;
}

/** The back office's standard alerts (antd message, from the console's <App>). */
export function useAdminAlerts() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      saved: () => message.success(SAVED_MESSAGE),
      created: () => message.success(CREATED_MESSAGE),
      failed: (error: unknown) => message.error(failureText(error)),
    }),
    [message],
  );
}
