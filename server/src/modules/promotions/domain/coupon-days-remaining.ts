import { koreanDateAt } from '../../../shared/domain/calendar-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days left to use a coupon, counted in Korean days as My Page shows them (D-n): 0 on its last day,
 * null once it is over. The expiration instant is exclusive, so its last day is the day of the instant before.
 */
export function couponDaysRemaining(expirationDate: Date, now: Date): number | null {
  if (now.getTime() >= expirationDate.getTime()) return null;
  const today = koreanDateAt(now);
  const lastDay = koreanDateAt(new Date(expirationDate.getTime() - 1));
  const days = (Date.UTC(lastDay.year, lastDay.month - 1, lastDay.day) - Date.UTC(today.year, today.month - 1, today.day)) / DAY_MS;
  return Math.round(days);
}
