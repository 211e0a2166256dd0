import { type CalendarDate, koreanMidnight } from '../../../shared/domain/calendar-date';

/** The orders placed in [since, until): My Page's period filter. Either end may be open. */
export interface OrderPeriod {
  readonly since?: Date;
  readonly until?: Date;
}

/** From the first day to the last day, both inclusive, as days in Korea (UTC+9): the shopper's calendar. */
export function orderPeriodOf(first: CalendarDate | null, last: CalendarDate | null): OrderPeriod {
  return {
    ...(first ? { since: koreanMidnight(first) } : {}),
    ...(last ? { until: koreanMidnight({ ...last, day: last.day + 1 }) } : {}),
  };
}

export function isInPeriod(created: Date, period: OrderPeriod): boolean {
  return (!period.since || created >= period.since) && (!period.until || created < period.until);
}
