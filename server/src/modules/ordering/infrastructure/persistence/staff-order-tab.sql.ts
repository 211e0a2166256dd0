import { MAKING_STAGES, STAFF_ORDER_TABS, TAB_STATUSES, type StaffOrderTab } from '../../domain/staff-order-tabs';

/**
 * A cancel of a paid order: cancelled, with its payment given back (a cancel marks every live payment so; an order
 * closed before payment has none). Read through order_payment_cancelled_idx (a few thousand rows), which keeps the
 * counts' plan cheap: the EXISTS over every payment it replaces cost about 5 times as much and set off JIT
 * compilation (docs/decisions.md, "The console's orders").
 */
export const PAID_CANCEL_SQL = "(o.status = 'CANCELLED' AND o.id IN (SELECT p.order_id FROM order_payment p WHERE p.cancelled))";

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Each tab as an SQL condition on `o` (orders), written from the domain's constants (domain/staff-order-tabs.ts), so
 * the list's WHERE and the counts' FILTERs say the same thing. The cancel tab's "paid" part is the list's own rule.
 */
export const TAB_SQL: { readonly [T in StaffOrderTab]: string } = Object.fromEntries(
  STAFF_ORDER_TABS.map((tab) => {
    if (tab === 'paid') return [tab, `(o.status = 'PREPARING' AND (o.production_stage IS NULL OR o.production_stage NOT IN (${list(MAKING_STAGES)})))`];
    if (tab === 'making') return [tab, `(o.status = 'PREPARING' AND o.production_stage IN (${list(MAKING_STAGES)}))`];
    return [tab, `o.status IN (${list(TAB_STATUSES[tab])})`];
  }),
) as { [T in StaffOrderTab]: string };
