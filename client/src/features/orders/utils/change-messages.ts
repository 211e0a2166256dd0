import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';

/** The Korean lines My Page shows around a member's changes to a preparing order (spec §8 where it gives them). */
export const ORDER_CHANGE_MESSAGES = {
  /** The spec's Korean for a successful save. */
  saved: '정상적으로 수정되었습니다',
  recipientRequired: '받는 분을 입력해주세요.',
  phoneRequired: '연락처를 입력해주세요.',
  cancelled: '주문이 취소되었습니다. 결제 금액은 결제 수단으로 환불됩니다.',
  claimed: '반품·교환 신청이 접수되었습니다. 확인 후 안내해드리겠습니다.',
  textCorrected: '각인 문구가 변경되었습니다.',
} as const;

/**
 * What to tell the member when an edit or a cancel fails: the server's Korean reason when it gives one (a 4xx:
 * a field the address book refuses, shipping begun; a 503: the provider did not refund), else 다시 시도해주세요.
 * followed by what failed.
 */
export function orderChangeFailure(error: unknown): string {
  if (isApiError(error) && typeof error.status === 'number' && ((error.status >= 400 && error.status < 500) || error.status === 503) && error.message) {
    return error.message;
  }
  return retryText(error);
}
