export interface SmsMessage {
  /** Digits only, e.g. 01012345678. */
  to: string;
  text: string;
}

/**
 * Sends one text message. Adapters: the outbox (default; the database and a masked log
 * line) and Solapi. Throws when the message could not be handed over.
 */
export interface SmsSenderPort {
  send(message: SmsMessage): Promise<void>;
}
