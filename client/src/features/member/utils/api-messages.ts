import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';
import { MEMBER_MESSAGES } from '../messages';

/**
 * What to tell the shopper when a call fails: the server's Korean message for a refusal it explains (a 4xx:
 * a taken e-mail, a resend inside the cool-down, a weak password), 다시 시도해주세요. followed by what failed for
 * everything else (network, 5xx), as the spec does for failed sends and network failures.
 */
export function failureMessage(error: unknown): string {
  return serverReason(error) ?? retryText(error);
}

/**
 * A new password that could not be saved: the server's reason for a refusal it explains (weak, common, the same
 * as now), else the spec's 비밀번호가 일치하지 않습니다.
 */
export function passwordSaveFailure(error: unknown): string {
  return serverReason(error) ?? MEMBER_MESSAGES.passwordConfirmMismatch;
}

/** The server's own Korean message for a refusal it explains (a 4xx); none for a network failure or a 5xx. */
function serverReason(error: unknown): string | undefined {
  if (isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return undefined;
}

export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}
