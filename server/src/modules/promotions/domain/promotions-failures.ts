import { type Failure, fail } from '../../../shared/domain/result';

/**
 * Every expected failure of promotions, with the Korean message a shopper reads. Someone else's coupon is
 * COUPON_NOT_FOUND like a missing one: an answer never reveals what another member holds.
 */
export const PromotionsFailures = {
  couponNotFound: (): Failure => fail('not-found', 'PROMOTIONS.COUPON_NOT_FOUND', '사용할 수 없는 쿠폰입니다.'),
  couponUsed: (): Failure => fail('conflict', 'PROMOTIONS.COUPON_USED', '이미 사용된 쿠폰입니다.'),
  couponNotYetValid: (): Failure => fail('invalid', 'PROMOTIONS.COUPON_NOT_YET_VALID', '아직 사용 기간이 아닌 쿠폰입니다.'),
  couponExpired: (): Failure => fail('invalid', 'PROMOTIONS.COUPON_EXPIRED', '사용 기간이 지난 쿠폰입니다.'),
  couponMinPrice: (): Failure => fail('invalid', 'PROMOTIONS.COUPON_MIN_PRICE', '최소 주문 금액을 채워야 사용할 수 있는 쿠폰입니다.'),
  pointsBelowMinimum: (): Failure => fail('invalid', 'PROMOTIONS.POINTS_BELOW_MINIMUM', '적립금은 100원 이상 보유 시 사용할 수 있습니다.'),
  pointsExceedBalance: (): Failure => fail('invalid', 'PROMOTIONS.POINTS_EXCEED_BALANCE', '보유 적립금보다 많이 사용할 수 없습니다.'),
  pointsExceedPrice: (): Failure => fail('invalid', 'PROMOTIONS.POINTS_EXCEED_PRICE', '결제 금액보다 많은 적립금을 사용할 수 없습니다.'),
  pointsInvalid: (): Failure => fail('invalid', 'PROMOTIONS.POINTS_INVALID', '적립금은 0 이상의 정수로 입력해주세요.'),
  /** The order already spent points (a second spend for one order is refused, never added). */
  pointsAlreadySpent: (): Failure => fail('conflict', 'PROMOTIONS.POINTS_ALREADY_SPENT', '이 주문에는 이미 적립금이 사용되었습니다.'),
  serialRequired: (): Failure => fail('invalid', 'PROMOTIONS.SERIAL_REQUIRED', '쿠폰 번호를 등록해주세요.'),
  serialInvalid: (): Failure => fail('invalid', 'PROMOTIONS.SERIAL_INVALID', '쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.'),
  couponAlreadyRegistered: (): Failure => fail('conflict', 'PROMOTIONS.COUPON_ALREADY_REGISTERED', '이미 등록된 쿠폰입니다.'),
  registrationThrottled: (): Failure =>
    fail('too-many', 'PROMOTIONS.REGISTRATION_THROTTLED', '쿠폰 번호 입력 오류가 너무 많습니다. 1시간 후 다시 시도해주세요.'),
} as const;

export const PromotionsMessages = {
  couponRegistered: '정상적으로 등록되었습니다.',
} as const;
