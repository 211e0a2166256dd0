import { requestConfirmation, showNotice, type ConfirmOptions } from './notices';

/**
 * The storefront's messages to the shopper, where the spec shows an alert. Toasts and a confirmation dialog
 * (components/ui/notices) instead of the browser's alert and confirm, which block the page, cannot be styled and
 * read poorly on a phone. Plain functions, so sagas can `call(notify, message)` and tests can read what was said.
 */

/** Something done or sent ('정상적으로 수정되었습니다'): a toast screen readers announce politely. */
export function notify(message: string): void {
  showNotice(message, 'notice');
}

/** A refusal or something to fix (a missing field, a failed call): a toast announced at once (role="alert"). */
export function notifyError(message: string): void {
  showNotice(message, 'error');
}

/**
 * Asks the shopper to confirm (an address delete, a review delete): a dialog that keeps the focus until answered.
 * Resolves true when they agree; false for 취소, Escape, the close button or a click beside the dialog.
 */
export function confirmAction(message: string, options?: ConfirmOptions): Promise<boolean> {
  return requestConfirmation(message, options);
}
