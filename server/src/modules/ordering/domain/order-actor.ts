/**
 * Who moved an order, as its timeline shows it: the member who owns it, a staff member (their admin id and the
 * e-mail or token name they acted under), or the shop itself (payment results, reconciliation, tests' clocks).
 */
export type OrderActor =
  | { readonly kind: 'member'; readonly id: number | null }
  | { readonly kind: 'staff'; readonly id: number | null; readonly name: string }
  | { readonly kind: 'system' }
  /** A shopper without an account, who proved the order's phone (docs/decisions.md, "Guest orders"). */
  | { readonly kind: 'guest' };

export const ORDER_ACTOR_KINDS = ['member', 'staff', 'system', 'guest'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

export const SYSTEM_ACTOR: OrderActor = { kind: 'system' };
export const GUEST_ACTOR: OrderActor = { kind: 'guest' };

export function memberActor(memberId: number | null): OrderActor {
  return { kind: 'member', id: memberId };
}

export function staffOrderActor(adminId: number | null, name: string): OrderActor {
  return { kind: 'staff', id: adminId, name };
}
