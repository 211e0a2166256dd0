/**
 * How many Korean business days the workshop takes to make a goods item (제작 기간), as a range: the catalog keeps it on
 * each goods item (staff set it in the goods form) and an order line keeps a copy, so a later change moves no order's
 * dates. The brand's copy promises 1–3 business days, the default for goods and for lines that came without one.
 */
export interface ProductionDays {
  readonly min: number;
  readonly max: number;
}

export const DEFAULT_PRODUCTION_DAYS: ProductionDays = { min: 1, max: 3 };

/** At least one day (made to order is never same-day), at most six weeks of business days. */
export const PRODUCTION_DAYS_LIMITS = { min: 1, max: 30 } as const;

/** Whole days within the limits, the minimum not above the maximum. */
export function isProductionDays(days: ProductionDays): boolean {
  const { min, max } = PRODUCTION_DAYS_LIMITS;
  return Number.isInteger(days.min) && Number.isInteger(days.max) && days.min >= min && days.max <= max && days.min <= days.max;
}
