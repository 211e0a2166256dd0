/** A cryptographically secure random source. */
export interface RandomSourcePort {
  /** `length` decimal digits, each uniformly drawn (leading zeros kept). */
  digits(length: number): string;
  /** An unguessable URL-safe token (256 bits). */
  token(): string;
  uuid(): string;
}
