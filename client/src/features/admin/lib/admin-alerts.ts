import { App } from 'antd';
import { useMemo } from 'react';
import { retryTextWithServerReason } from '@/lib/failure-text';

export const SAVED_MESSAGE = '정상적으로 수정되었습니다';
export const CREATED_MESSAGE = '등록되었습니다';

/**
 * The failure line: 다시 시도해주세요 plus the server's own message when it said something more, or what failed
 * on the way (the storefront's rule, lib/failure-text.ts).
 */
export const failureText = (error: unknown): string => retryTextWithServerReason(error);

/** The back office's standard alerts (antd message, from the console's <App>). */
export function useAdminAlerts() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      saved: () => message.success(SAVED_MESSAGE),
      created: () => message.success(CREATED_MESSAGE),
      /** A success in the server's own words (2단계 인증을 껐습니다.). */
      done: (text: string) => message.success(text),
      failed: (error: unknown) => message.error(failureText(error)),
    }),
    [message],
  );
}
