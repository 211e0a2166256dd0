/** Randomness and digests membership needs, from a CSPRNG. */
export interface MembershipSecretsPort {
  /** A session id (the JWT's jti). */
  sessionId(): string;
  /** 12 characters with letters, digits and a special character, fit to be typed from an SMS. */
  temporaryPassword(): string;
  /** An OAuth state value. */
  urlToken(): string;
  /** SHA-256 hex, for values already unguessable (states, provider tokens). */
  digest(value: string): string;
}
