import { formatCalendarDate, koreanDateAt, koreanMidnight, parseCalendarDate } from '../../../shared/domain/calendar-date';
import { type Failure, type Result, fail, ok } from '../../../shared/domain/result';

/** A coupon as the back office writes it: its dates are Korea's days (the last one inclusive). */
export interface CouponDraft {
  couponName: string;
  minPrice: number;
  /** 1-100, or null for an amount coupon. */
  discountRate: number | null;
  /** Won, or null for a rate coupon. */
  discountPrice: number | null;
  /** The start of the first day in Korea. */
  startDate: Date;
  /** Exclusive: the start of the day after the last day in Korea. */
  expirationDate: Date;
  forNew: boolean;
}

export const CouponDraftFailures = {
  nameRequired: (): Failure => fail('invalid', 'PROMOTIONS.COUPON_NAME_REQUIRED', '쿠폰명을 입력해주세요.'),
  bothDiscounts: (): Failure => fail('invalid', 'PROMOTIONS.COUPON_BOTH_DISCOUNTS', '할인율과 할인금액은 둘 중 하나만 입력해주세요.'),
  noDiscount: (): Failure => fail('invalid', 'PROMOTIONS.COUPON_NO_DISCOUNT', '할인율이나 할인금액 중 하나를 입력해주세요.'),
  datesInvalid: (): Failure => fail('invalid', 'PROMOTIONS.COUPON_DATES_INVALID', '시작일과 종료일을 YYYY-MM-DD 형식으로 입력해주세요.'),
  /** The back office's answer for a coupon id that names nothing (or a deleted coupon). */
  notFound: (): Failure => fail('not-found', 'PROMOTIONS.COUPON_NOT_FOUND', '쿠폰을 찾을 수 없습니다.'),
  batchSize: (): Failure => fail('invalid', 'PROMOTIONS.SERIAL_BATCH_SIZE', '시리얼은 한 번에 1개에서 5,000개까지 만들 수 있습니다.'),
  datesReversed: (): Failure => fail('invalid', 'PROMOTIONS.COUPON_DATES_REVERSED', '종료일은 시작일과 같거나 그 이후여야 합니다.'),
} as const;

/**
 * What staff typed, checked: a name; a rate (0-100) or an amount (≥ 0) — exactly one above 0 (the spec: never
 * both); the start day not after the last day. 0 means "not this kind" and is stored as null.
 */
export function checkCouponDraft(input: {
  couponName?: string | null;
  minPrice: number;
  discountRate: number;
  discountPrice: number;
  startDate: string;
  expirationDate: string;
  forNew: 'true' | 'false';
}): Result<CouponDraft> {
  const couponName = (input.couponName ?? '').trim();
  if (!couponName) return CouponDraftFailures.nameRequired();
  if (input.discountRate > 0 && input.discountPrice > 0) return CouponDraftFailures.bothDiscounts();
  if (input.discountRate <= 0 && input.discountPrice <= 0) return CouponDraftFailures.noDiscount();
  const start = parseCalendarDate(input.startDate);
  const last = parseCalendarDate(input.expirationDate);
  if (!start || !last) return CouponDraftFailures.datesInvalid();
  if (formatCalendarDate(start) > formatCalendarDate(last)) return CouponDraftFailures.datesReversed();
  return ok({
    couponName,
    minPrice: input.minPrice,
    discountRate: input.discountRate > 0 ? input.discountRate : null,
    discountPrice: input.discountPrice > 0 ? input.discountPrice : null,
    startDate: koreanMidnight(start),
    expirationDate: koreanMidnight({ ...last, day: last.day + 1 }),
    forNew: input.forNew === 'true',
  });
}

/** The first day in Korea, as the console shows it. */
export function couponStartDay(startDate: Date): string {
  return formatCalendarDate(koreanDateAt(startDate));
}

/** The last day in Korea (the expiry instant is exclusive). */
export function couponLastDay(expirationDate: Date): string {
  return formatCalendarDate(koreanDateAt(new Date(expirationDate.getTime() - 1)));
}
