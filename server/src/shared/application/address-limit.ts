import type { CountedLimit } from '../domain/counted-limit';
import { addressGroup } from '../domain/address-group';
import { type Failure, ok, type Result } from '../domain/result';
import type { LimitCounterPort } from './limit-counter.port';

/**
 * Counts one try from an address before the work it guards: a slot in each of the address group's limits (an IPv4
 * address, an IPv6 /64), all or none; `throttled` is the answer once one of them is spent. The one shape of every
 * per-address limit (sign-up attempts, the provider's return...), each with its own limits and failure.
 */
export async function reserveForAddress(
  counters: LimitCounterPort,
  ip: string,
  now: Date,
  limitsOf: (addressGroup: string) => CountedLimit[],
  throttled: () => Failure,
): Promise<Result<void>> {
  const reservation = await counters.reserve(limitsOf(addressGroup(ip)), now);
  return reservation.ok ? ok(undefined) : throttled();
}
