import type { OrderStatus } from './order-status';
import type { ProductionStage } from './production-stage';

/**
 * The back office's order tabs (/admin/payment), each a set of paid orders:
 * paid 결제완료/준비중 (PREPARING off the board or at 주문확인), making 제작중 (PREPARING at 재단, 봉제, 마감·검수 or
 * 출고대기), shipping 배송중, delivered 배송완료, cancelled 취소 (a paid order cancelled), claims 반품·교환 (requested
 * or done). Every paid order is in exactly one tab. docs/decisions.md, "The console's orders".
 */
export const STAFF_ORDER_TABS = ['paid', 'making', 'shipping', 'delivered', 'cancelled', 'claims'] as const;
export type StaffOrderTab = (typeof STAFF_ORDER_TABS)[number];

/** The board's stages past 주문확인: the workshop has started on the goods. */
export const MAKING_STAGES: readonly ProductionStage[] = ['CUTTING', 'SEWING', 'FINISHING', 'READY'];

/** The statuses each tab holds, beside the stage rule that splits PREPARING between paid and making. */
export const TAB_STATUSES: { readonly [T in StaffOrderTab]: readonly OrderStatus[] } = {
  paid: ['PREPARING'],
  making: ['PREPARING'],
  shipping: ['SHIPPING'],
  delivered: ['DELIVERED'],
  cancelled: ['CANCELLED'],
  claims: ['RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'],
};

export function isStaffOrderTab(value: unknown): value is StaffOrderTab {
  return typeof value === 'string' && (STAFF_ORDER_TABS as readonly string[]).includes(value);
}

/** The tab a paid order sits in (a cancel counts only when it was paid); null for an order never paid. */
export function tabOf(status: OrderStatus, stage: ProductionStage | null, paid: boolean): StaffOrderTab | null {
  if (status === 'PREPARING') return stage !== null && MAKING_STAGES.includes(stage) ? 'making' : 'paid';
  if (status === 'CANCELLED') return paid ? 'cancelled' : null;
  return STAFF_ORDER_TABS.find((tab) => tab !== 'paid' && tab !== 'making' && TAB_STATUSES[tab].includes(status)) ?? null;
}

/**
 * How many orders each tab holds, and all of them; `capped` names the counts that stopped at the cap (shared/domain/
 * page.ts, COUNT_CAP): they hold at least that many.
 */
export type StaffOrderTabCounts = { [T in StaffOrderTab]: number } & { all: number; capped: ('all' | StaffOrderTab)[] };
