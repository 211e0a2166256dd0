/**
 * An outside service (SMS, card payment, parcel tracking) could not do its part: unreachable, timed out, or
 * refused for a reason of its own. Adapters throw it; the HTTP layer answers 503 with `userMessage`, since
 * neither the shopper's input nor our code is at fault and a retry later may work. `message` is for the log:
 * the provider's status and code, never the request's personal data.
 */
export class OutsideServiceUnavailableError extends Error {
  constructor(
    /** e.g. COMMON.SMS_UNAVAILABLE */
    readonly code: string,
    readonly userMessage: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'OutsideServiceUnavailableError';
  }
}
