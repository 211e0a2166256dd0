/**
 * Tells the shopper something the spec shows as an alert (validation, sent codes, failures). One function,
 * so sagas can `call(notify, message)` and tests can assert on it.
 */
export function notify(message: string): void {
  window.alert(message);
}
