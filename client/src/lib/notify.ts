/**
 * Tells the shopper something the spec shows as an alert (validation, sent codes, failures). One function,
 * so sagas can `call(notify, message)` and tests can assert on it.
 */
export function notify(message: string): void {
  window.alert(message);
}

/** Asks the shopper to confirm something the spec asks about (an address delete); true when they agree. */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}
