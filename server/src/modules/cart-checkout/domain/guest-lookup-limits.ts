import type { CountedLimit } from '../../../shared/domain/counted-limit';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The guest lookup's own limits, keyed by the order number typed and the requester's address group, taken the same
 * way whether the order exists or not (so the answers never tell). Verification's per-phone limits apply on top when
 * the order exists. The numbers follow verification's: a minute between codes, 5 a day, 10 an hour per address.
 */
export const GuestLookupScopes = {
  sendCooldown: 'guest-lookup-send-cooldown',
  sendDay: 'guest-lookup-send-day',
  sendAddress: 'guest-lookup-send-address',
  tryNumber: 'guest-lookup-try-number',
  tryAddress: 'guest-lookup-try-address',
} as const;

export const GUEST_LOOKUP_LIMITS = {
  sendCooldownSeconds: 60,
  sendsPerNumberPerDay: 5,
  sendsPerAddressPerHour: 10,
  /** Two codes' worth of tries (5 each) per order number an hour: guessing stays hopeless. */
  triesPerNumberPerHour: 10,
  triesPerAddressPerHour: 30,
} as const;

/**
 * The order number as typed, in the one spelling the shop issues: trimmed and in capitals (numbers carry capitals and
 * digits only, so a number typed in small letters is still found, and counts against the same limits); long input is
 * cut so a key stays small. Both shapes (today's ten signs and the six digits of before) pass unchanged.
 */
export const lookupKey = (orderNumber: string): string => orderNumber.trim().toUpperCase().slice(0, 64);

export function lookupSendLimits(orderNumber: string, address: string): CountedLimit[] {
  const key = lookupKey(orderNumber);
  return [
    { scope: GuestLookupScopes.sendAddress, key: address, max: GUEST_LOOKUP_LIMITS.sendsPerAddressPerHour, windowMs: HOUR_MS },
    { scope: GuestLookupScopes.sendDay, key, max: GUEST_LOOKUP_LIMITS.sendsPerNumberPerDay, windowMs: DAY_MS },
    { scope: GuestLookupScopes.sendCooldown, key, max: 1, windowMs: GUEST_LOOKUP_LIMITS.sendCooldownSeconds * 1000 },
  ];
}

export function lookupTryLimits(orderNumber: string, address: string): CountedLimit[] {
  return [
    { scope: GuestLookupScopes.tryAddress, key: address, max: GUEST_LOOKUP_LIMITS.triesPerAddressPerHour, windowMs: HOUR_MS },
    { scope: GuestLookupScopes.tryNumber, key: lookupKey(orderNumber), max: GUEST_LOOKUP_LIMITS.triesPerNumberPerHour, windowMs: HOUR_MS },
  ];
}
