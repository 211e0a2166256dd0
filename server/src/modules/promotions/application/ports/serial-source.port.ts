/** Fresh random serials (16 characters of SERIAL_ALPHABET, cryptographically random). */
export interface SerialSourcePort {
  next(count: number): string[];
}
