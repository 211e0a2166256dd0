/** A base32 secret for typing by hand: groups of four (JBSW Y3DP EHPK 3PXP), as authenticator apps show them. */
export function groupInFours(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
