/**
 * Staff passwords guard every member's data, so they ask more than a member's: 10 to 64 characters with a letter, a
 * digit and a symbol, and not the e-mail's own name.
 */
export const ADMIN_PASSWORD_MIN = 10;
export const ADMIN_PASSWORD_MAX = 64;

export function isAcceptableAdminPassword(password: string, email: string): boolean {
  if (password.length < ADMIN_PASSWORD_MIN || password.length > ADMIN_PASSWORD_MAX) return false;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) return false;
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  return localPart.length < 4 || !password.toLowerCase().includes(localPart);
}
