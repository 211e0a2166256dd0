export interface LoginAttempt {
  /** The e-mail in lower case (also for unknown e-mails). */
  emailKey: string;
  ip: string;
  succeeded: boolean;
  at: Date;
}

export interface LoginAttemptRepositoryPort {
  record(attempt: LoginAttempt): Promise<void>;
  /** Failures for the e-mail after `since` and after its last success. */
  countAccountFailures(emailKey: string, since: Date): Promise<number>;
  countIpFailures(ip: string, since: Date): Promise<number>;
}
