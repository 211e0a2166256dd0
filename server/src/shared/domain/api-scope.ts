/**
 * What an integrator's API token may do. Staff sessions may do everything their role allows; a token only what
 * its scopes name, and only on routes that accept tokens at all.
 */
export const API_SCOPES = ['catalog:read', 'orders:read', 'orders:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(value: unknown): value is ApiScope {
  return typeof value === 'string' && (API_SCOPES as readonly string[]).includes(value);
}
