import { MAKING_STAGES, STAFF_ORDER_TABS, TAB_STATUSES, type StaffOrderTab } from '../../domain/staff-order-tabs';

/**
 * A cancel of a paid order: cancelled, with its payment given back (a cancel marks every live payment so; an order
 * closed before payment has none). A probe of order_payment_cancelled_idx per cancelled row the scan reaches: under
 * the OR, `o.id IN (SELECT …)` was run as a hashed subplan that read every cancelled payment (8,000 at 100,000 orders)
 * before the first row of any staff list or count, whatever its filter, so every console read grew with the shop.
 * `OFFSET 0` keeps the planner from turning the EXISTS back into that hash (docs/decisions.md, "How reads grow with the
 * shop"; before that, "The console's orders").
 */
export const PAID_CANCEL_SQL = "(o.status = 'CANCELLED' AND EXISTS (SELECT 1 FROM order_payment p WHERE p.order_id = o.id AND p.cancelled OFFSET 0))";

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
