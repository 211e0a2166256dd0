/** An admin's login name: a plausible e-mail, kept as typed (trimmed), unique in lower case. */
export function isAdminEmail(raw: string): boolean {
  const email = raw.trim();
  return email.length <= 254 && /^[^\s@]{1,64}@[^\s@]+\.[^\s@.]{2,}$/.test(email) && !email.includes('..');
}

export function adminEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
