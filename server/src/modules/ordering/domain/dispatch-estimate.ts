import type { ProductionDays } from '../../../shared/domain/production-days';
import { addBusinessDays, type HolidaySet, isBusinessDay, nextBusinessDay } from './business-days';
import { koreaDay, koreaHour } from './korea-calendar';

/**
 * The workshop takes an order on the day it is paid when that is a business day and the payment came before 17:00
 * Korea time (the shop's service hours end then); a payment after the cut-off, on a weekend or on a holiday is taken
 * on the next business day.
 */
export const WORK_CUTOFF_HOUR = 17;

/** When a made-to-order order is expected to leave the workshop: Korean days, `from` ≤ `due`. */
export interface DispatchEstimate {
  /** The earliest day (the work start + the slowest line's minimum). */
  readonly from: string;
  /** The promised day (the work start + the slowest line's maximum): past it and not shipped, the order is overdue. */
  readonly due: string;
}

/** The Korean business day the workshop takes an order paid at `paidAt`. */
export function workStartDay(paidAt: Date, holidays: HolidaySet): string {
  const day = koreaDay(paidAt);
  return isBusinessDay(day, holidays) && koreaHour(paidAt) < WORK_CUTOFF_HOUR ? day : nextBusinessDay(day, holidays);
}

/** The work start plus the production days, counted in business days. */
export function estimateDispatch(paidAt: Date, days: ProductionDays, holidays: HolidaySet): DispatchEstimate {
  const start = workStartDay(paidAt, holidays);
  return { from: addBusinessDays(start, days.min, holidays), due: addBusinessDays(start, days.max, holidays) };
}

/**
 * An order's production days: everything ships together, so its slowest made-to-order line decides both ends.
 * Null when it holds no made-to-order goods (nothing to make).
 */
export function orderProductionDays(lines: readonly { madeToOrder: boolean; productionDays: ProductionDays }[]): ProductionDays | null {
  const made = lines.filter((line) => line.madeToOrder);
  if (made.length === 0) return null;
  return { min: Math.max(...made.map((line) => line.productionDays.min)), max: Math.max(...made.map((line) => line.productionDays.max)) };
}

/** Past its due day (Korea's `today` later than `due`) and still not shipped: the board and the dashboard flag it. */
export function isOverdue(estimate: DispatchEstimate, today: string): boolean {
  return today > estimate.due;
}
