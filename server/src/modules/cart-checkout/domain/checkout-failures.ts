import { fail } from '../../../shared/domain/result';

/** The checkout's expected failures: a code integrators switch on and the Korean message a shopper reads. */
export const CheckoutFailures = {
  linesInvalid: (message: string) => fail('invalid', 'CHECKOUT.LINES_INVALID', message),
  goodsUnavailable: () => fail('invalid', 'CHECKOUT.GOODS_UNAVAILABLE', '판매하지 않는 상품이 포함되어 있습니다. 장바구니를 확인해주세요.'),
  optionInvalid: (goodsName: string) => fail('invalid', 'CHECKOUT.OPTION_INVALID', `${goodsName}: 선택할 수 없는 옵션입니다.`),
  optionRequired: (goodsName: string, categoryName: string) =>
    fail('invalid', 'CHECKOUT.OPTION_REQUIRED', `${goodsName}: ${categoryName} 옵션을 선택해주세요.`),
  goodsDraft: (goodsName: string) => fail('invalid', 'CHECKOUT.GOODS_NOT_ON_SALE', `${goodsName}: 아직 판매하지 않는 상품입니다.`),
  goodsHidden: (goodsName: string) => fail('invalid', 'CHECKOUT.GOODS_NOT_ON_SALE', `${goodsName}: 지금은 판매하지 않는 상품입니다. 빼고 주문해주세요.`),
  goodsSoldOut: (goodsName: string) => fail('invalid', 'CHECKOUT.GOODS_SOLD_OUT', `${goodsName}: 품절된 상품입니다. 빼고 주문해주세요.`),
  addonOnly: (goodsName: string) =>
    fail('invalid', 'CHECKOUT.ADDON_ONLY', `${goodsName}: 추가 구매 전용 상품은 다른 상품과 함께 주문할 때만 구매할 수 있습니다.`),
  textInvalid: (message: string) => fail('invalid', 'CHECKOUT.TEXT_INVALID', message),
  amountTooSmall: () => fail('invalid', 'CHECKOUT.AMOUNT_TOO_SMALL', '결제 금액은 100원 이상이어야 합니다.'),
  consentRequired: () => fail('invalid', 'CHECKOUT.CONSENT_REQUIRED', '필수 약관에 동의해주셔야 합니다.'),
  madeToOrderConsentRequired: () =>
    fail('invalid', 'CHECKOUT.MADE_TO_ORDER_CONSENT_REQUIRED', '주문 제작 상품의 교환·반품 제한에 동의해주셔야 합니다.'),
  addressNotFound: () => fail('not-found', 'CHECKOUT.ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다. 다시 선택해주세요.'),
  ordererNotFound: () => fail('not-found', 'CHECKOUT.ORDERER_NOT_FOUND', '회원 정보를 찾을 수 없습니다.'),
  priceChanged: () => fail('conflict', 'CHECKOUT.PRICE_CHANGED', '주문 금액이 변경되었습니다. 변경된 금액을 확인하신 뒤 다시 결제해주세요.'),
  orderClosed: () => fail('conflict', 'CHECKOUT.ORDER_CLOSED', '이미 처리된 주문입니다. 주문을 처음부터 다시 진행해주세요.'),
  orderNotFound: () => fail('not-found', 'CHECKOUT.ORDER_NOT_FOUND', '주문 정보를 찾을 수 없습니다.'),
  returnInvalid: () => fail('invalid', 'CHECKOUT.PAYMENT_RETURN_INVALID', '결제 정보가 올바르지 않습니다. 다시 시도해주세요.'),
  amountMismatch: () => fail('conflict', 'CHECKOUT.AMOUNT_MISMATCH', '결제 금액이 주문 금액과 다릅니다. 다시 시도해주세요.'),
  paymentFailed: (message: string) => fail('conflict', 'CHECKOUT.PAYMENT_FAILED', message),
  /** The provider approved another order's authentication, or another amount: given back at once, this order untouched. */
  approvalNotForOrder: () => fail('conflict', 'CHECKOUT.APPROVAL_MISMATCH', '결제 정보가 주문과 일치하지 않아 결제를 취소했습니다. 다시 시도해주세요.'),
  /** Someone else's order or a missing one, answered alike (the spec's 'Invalid path'). */
  orderPathInvalid: () => fail('not-found', 'CHECKOUT.ORDER_NOT_FOUND', '잘못된 경로입니다.'),
  refundFailed: () => fail('unavailable', 'CHECKOUT.REFUND_FAILED', '결제 취소(환불)를 처리하지 못했습니다. 잠시 후 다시 시도해주세요.'),
  approvalPending: () => fail('conflict', 'CHECKOUT.APPROVAL_PENDING', '결제를 확인하고 있습니다. 잠시 후 주문 내역을 확인해주세요.'),
  /** More provider returns from one address than a shopper ever posts (domain/payment-return-limits.ts). */
  paymentReturnThrottled: () => fail('too-many', 'CHECKOUT.PAYMENT_RETURN_THROTTLED', '결제 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
} as const;

export const CheckoutMessages = {
  shopperCancelled: '결제를 취소하셨습니다.',
  orderClosedReason: '결제가 완료되지 않은 주문입니다.',
  /** The reason the provider is given for a member's cancel. */
  memberCancelRefund: '고객 요청 주문 취소',
  /** The reason the provider is given when an approval was not the order's (another order's authentication). */
  approvalMismatchRefund: '주문 정보 불일치',
} as const;
