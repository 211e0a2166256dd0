import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';

/** The server's codes the two-factor screens act on (docs/openapi.json, the back office's failures). */
export const TWO_FACTOR_CODES = {
  /** The account has two-factor on and the login came without `otp`: ask for the code. */
  otpRequired: 'BACKOFFICE.OTP_REQUIRED',
  /** The owner requires two-factor and the account has none: set one up while signing in. */
  setupRequired: 'BACKOFFICE.TWO_FACTOR_SETUP_REQUIRED',
  /** A wrong code (the app's or a recovery code). */
  otpFailed: 'BACKOFFICE.OTP_FAILED',
  /** The password typed to turn two-factor off is not the account's. */
  passwordMismatch: 'BACKOFFICE.PASSWORD_MISMATCH',
} as const;

/** The refusal's code (BACKOFFICE.OTP_FAILED, ...), or undefined when no envelope came back. */
export const failureCode = (error: unknown): string | undefined => (isApiError(error) ? error.code : undefined);

/** The server's own Korean words for a refusal, as they are; 다시 시도해주세요. (and why) when none came back. */
export const serverMessage = (error: unknown): string => (isApiError(error) ? error.message : retryText(error));
