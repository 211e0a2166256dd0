export interface SmsMessage {
  /** Digits only, e.g. 01012345678. */
  to: string;
  text: string;
  /**
   * A text sent by a job, which may run again after a crash, carries a key naming it (the order's confirmation, one
   * member's notice): with a key the text is handed to the provider at most once, however often it is sent. Texts the
   * request waits for (codes, temporary passwords) go without one, and each send delivers.
   */
  idempotencyKey?: string;
}

/**
 * Sends one text message. Adapters: the outbox (default; the database and a masked log
 * line) and Solapi. Throws when the message could not be handed over; a text sent with a
 * key that was handed over before resolves without sending it again.
 */
export interface SmsSenderPort {
  send(message: SmsMessage): Promise<void>;
}
