import { type Failure, fail } from '../../../shared/domain/result';
import type { OrderStatus } from './order-status';

/** Every expected failure of ordering, with the Korean message a shopper or staff member reads. */
export const OrderingFailures = {
  orderNotFound: (): Failure => fail('not-found', 'ORDERING.ORDER_NOT_FOUND', '주문 정보를 찾을 수 없습니다.'),
  /** `from` and `to` are for the caller's logs; the shopper reads only the message. */
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus): Failure & { from: OrderStatus; to: OrderStatus } => ({
    ...fail('conflict', 'ORDERING.TRANSITION_NOT_ALLOWED', '현재 주문 상태에서는 처리할 수 없습니다.'),
    from,
    to,
  }),
  /**
   * The payment went through another gateway than the one configured now: it is never sent to the wrong provider, and
   * the decision changes nothing. The code stays the one integrators know from before refunds moved to payments.
   */
  refundGatewayChanged: (): Failure => fail('unavailable', 'CHECKOUT.REFUND_FAILED', '결제 취소(환불)를 처리하지 못했습니다. 잠시 후 다시 시도해주세요.'),
  orderChanged: (): Failure => fail('conflict', 'ORDERING.ORDER_CHANGED', '주문 정보가 다른 곳에서 변경되었습니다. 다시 시도해주세요.'),
  noLines: (): Failure => fail('invalid', 'ORDERING.NO_LINES', '주문할 상품이 없습니다.'),
  badQuantity: (): Failure => fail('invalid', 'ORDERING.BAD_QUANTITY', '주문 수량은 1개 이상이어야 합니다.'),
  badAmount: (): Failure => fail('invalid', 'ORDERING.BAD_AMOUNT', '주문 금액이 올바르지 않습니다.'),
  totalsMismatch: (): Failure => fail('invalid', 'ORDERING.TOTALS_MISMATCH', '주문 금액의 합계가 맞지 않습니다.'),
  consentRequired: (): Failure => fail('invalid', 'ORDERING.CONSENT_REQUIRED', '필수 약관에 동의해주셔야 합니다.'),
  trackingNumberRequired: (): Failure => fail('invalid', 'ORDERING.TRACKING_NUMBER_REQUIRED', '운송장번호를 입력해주세요.'),
  badTrackingNumber: (): Failure => fail('invalid', 'ORDERING.BAD_TRACKING_NUMBER', '운송장번호는 30자 이내의 숫자, 영문, 하이픈(-)으로 입력해주세요.'),
  unknownCarrier: (): Failure => fail('invalid', 'ORDERING.UNKNOWN_CARRIER', '택배사를 선택해주세요.'),
  /** The order is not the member's, not there, or not on its way yet: one answer, no hint which (back-office.md's wording). */
  trackingNotFound: (): Failure => fail('not-found', 'ORDERING.TRACKING_NOT_FOUND', '잘못된 경로입니다.'),
  claimNotDelivered: (): Failure => fail('conflict', 'ORDERING.CLAIM_NOT_DELIVERED', '배송이 완료된 주문만 반품·교환을 신청할 수 있습니다.'),
  claimWindowClosed: (): Failure =>
    fail('conflict', 'ORDERING.CLAIM_WINDOW_CLOSED', '반품·교환은 상품을 받으신 날로부터 7일 이내에만 신청할 수 있습니다.'),
  claimMadeToOrder: (): Failure =>
    fail('conflict', 'ORDERING.CLAIM_MADE_TO_ORDER', '주문 제작 상품은 단순 변심에 의한 반품·교환이 불가합니다. 상품 불량이나 오배송은 신청하실 수 있습니다.'),
  claimDetailLength: (): Failure => fail('invalid', 'ORDERING.CLAIM_DETAIL_LENGTH', '사유는 10자 이상 1,000자 이내로 입력해주세요.'),
  claimTooManyPhotos: (): Failure => fail('invalid', 'ORDERING.CLAIM_TOO_MANY_PHOTOS', '사진은 최대 3장까지 올릴 수 있습니다.'),
  claimPhotoInvalid: (): Failure => fail('invalid', 'ORDERING.CLAIM_PHOTO_INVALID', 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.'),
  claimAlreadyRequested: (): Failure => fail('conflict', 'ORDERING.CLAIM_ALREADY_REQUESTED', '이미 반품·교환을 신청한 주문입니다.'),
  alreadyCancelled: (): Failure => fail('conflict', 'ORDERING.ALREADY_CANCELLED', '이미 취소된 주문입니다.'),
  shippingBegunNoEdit: (): Failure => fail('conflict', 'ORDERING.SHIPPING_BEGUN', '배송이 시작된 주문은 배송 정보를 변경할 수 없습니다.'),
  shippingBegunNoCancel: (): Failure => fail('conflict', 'ORDERING.SHIPPING_BEGUN', '배송이 시작된 주문은 취소할 수 없습니다.'),
  shippingBegunNoText: (): Failure => fail('conflict', 'ORDERING.SHIPPING_BEGUN', '배송이 시작된 주문은 각인 문구를 변경할 수 없습니다.'),
  textOptionNotFound: (): Failure => fail('invalid', 'ORDERING.TEXT_OPTION_NOT_FOUND', '주문에 없는 옵션입니다.'),
  textInvalid: (message: string): Failure => fail('invalid', 'ORDERING.TEXT_INVALID', message),
  notPaidYet: (): Failure => fail('conflict', 'ORDERING.NOT_PAID', '결제가 완료된 주문만 변경하거나 취소할 수 있습니다.'),
  /** Another return holds the approval (another tid): the claim is not the caller's to give back. */
  approvalNotHeld: (): Failure => fail('conflict', 'ORDERING.APPROVAL_NOT_HELD', '주문 정보가 다른 곳에서 변경되었습니다. 다시 시도해주세요.'),
  paymentAmountMismatch: (): Failure => fail('conflict', 'ORDERING.PAYMENT_AMOUNT_MISMATCH', '결제 금액이 주문 금액과 일치하지 않습니다.'),
  claimNotOpen: (): Failure => fail('conflict', 'ORDERING.CLAIM_NOT_OPEN', '처리할 반품·교환 신청이 없거나 이미 처리되었습니다.'),
  claimLinesInvalid: (): Failure => fail('invalid', 'ORDERING.CLAIM_LINES_INVALID', '반품할 상품과 수량을 다시 확인해주세요.'),
  claimPickupFirst: (): Failure => fail('conflict', 'ORDERING.CLAIM_PICKUP_FIRST', '회수를 시작한 반품만 검수 완료할 수 있습니다.'),
  claimPickupStarted: (): Failure => fail('conflict', 'ORDERING.CLAIM_PICKUP_STARTED', '이미 회수가 시작된 반품입니다.'),
  claimNotReturn: (): Failure => fail('conflict', 'ORDERING.CLAIM_NOT_RETURN', '반품 신청만 회수할 수 있습니다.'),
  claimTrackingInvalid: (): Failure => fail('invalid', 'ORDERING.CLAIM_TRACKING_INVALID', '송장번호는 숫자와 하이픈으로 30자까지 입력해주세요.'),
  refundOverInspection: (): Failure => fail('invalid', 'ORDERING.REFUND_OVER_INSPECTION', '환불 금액은 반품 상품으로 계산된 금액을 넘을 수 없습니다.'),
  claimNoteRequired: (): Failure => fail('invalid', 'ORDERING.CLAIM_NOTE_REQUIRED', '거절 사유를 입력해주세요.'),
  refundTooLarge: (): Failure => fail('invalid', 'ORDERING.REFUND_TOO_LARGE', '환불 금액은 결제 금액 중 환불되지 않은 금액을 넘을 수 없습니다.'),
  exchangeNoRefund: (): Failure => fail('invalid', 'ORDERING.EXCHANGE_NO_REFUND', '교환 승인에는 환불 금액을 입력할 수 없습니다.'),
  notInProduction: (): Failure => fail('conflict', 'ORDERING.NOT_IN_PRODUCTION', '제작 중인 주문이 아닙니다.'),
  sameStage: (): Failure => fail('conflict', 'ORDERING.SAME_STAGE', '이미 해당 제작 단계입니다.'),
  stageReasonRequired: (): Failure => fail('invalid', 'ORDERING.STAGE_REASON_REQUIRED', '이전 제작 단계로 되돌리려면 사유를 입력해주세요.'),
  stageMoveBatch: (): Failure => fail('invalid', 'ORDERING.STAGE_MOVE_BATCH', '제작 단계를 옮길 주문을 1건 이상 50건 이하로 선택해주세요.'),
  staffCancelRefused: (): Failure => fail('conflict', 'ORDERING.STAFF_CANCEL_REFUSED', '결제 완료 후 배송 전인 주문만 취소할 수 있습니다.'),
  staffMemoTooLong: (): Failure => fail('invalid', 'ORDERING.STAFF_MEMO_TOO_LONG', '메모는 2,000자까지 입력할 수 있습니다.'),
} as const;

/** Reasons written into the status history when the caller gives none of its own. */
export const OrderingReasons = {
  placed: '주문 접수',
  approving: '결제 승인 요청',
  approvalReleased: '결제 대기로 복귀 (이 주문의 승인 결과가 아님)',
  paid: '결제 완료',
  abandoned: '결제를 취소하셨습니다.',
  shipped: '배송 시작',
  delivered: '배송 완료',
  returnRequested: '반품 신청',
  exchangeRequested: '교환 신청',
  staffCancelled: '관리자 주문 취소',
  returnApproved: '검수 완료',
  returnPickup: '회수 중',
  exchangeApproved: '교환 승인',
  claimRejected: '반품·교환 거절',
  stageMoved: '제작 단계 변경',
} as const;
