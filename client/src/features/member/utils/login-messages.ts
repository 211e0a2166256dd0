import { errorCode, failureMessage } from './api-messages';
import { MEMBER_MESSAGES } from '../messages';
import { isApiError } from '@/lib/api-client';

/**
 * A refused login says 아이디 또는 비밀번호가 일치하지 않습니다. (spec section 8) whatever the server words
 * it; the slow-down after many failures (429) keeps the server's message, which says to wait or recover.
 */
export function loginFailureMessage(error: unknown): string {
  if (errorCode(error) === 'MEMBERSHIP.LOGIN_FAILED' || (isApiError(error) && error.status === 401)) return MEMBER_MESSAGES.loginFailed;
  return failureMessage(error);
}
