/** How long a verified guest's session lasts: the checkout, or one order looked up (docs/decisions.md, "Guest orders"). */
export const GUEST_SESSION_TTL_SECONDS = 30 * 60;

/** The orderer a guest gave, with the phone proven by a code. */
export interface GuestOrderer {
  name: string;
  email: string;
  phone: string;
}

/**
 * A guest's short-lived session, kept in PostgreSQL so every instance sees it. Opened by a guest checkout (no order
 * yet; the order it saves binds it) or by the guest lookup (bound to the order found): once bound, it shows and acts
 * on that one order only.
 */
export interface GuestSession extends GuestOrderer {
  id: string;
  orderId: number | null;
  createdAt: Date;
  expiresAt: Date;
}

export function guestSessionExpiry(now: Date): Date {
  return new Date(now.getTime() + GUEST_SESSION_TTL_SECONDS * 1000);
}
