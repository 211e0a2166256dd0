/** The spec's rule: an e-mail is valid when it contains @ and a dot (after the @, and no spaces). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
