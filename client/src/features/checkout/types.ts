/**
 * The checkout calls' shapes as agreed (docs: the checkout API). They are not in api.generated.ts yet; when the
 * server's OpenAPI document has them, these become aliases of the generated schemas.
 */
import type { Page } from '@/types/api';

export type YesNo = 'Y' | 'N';

/** What the server prices: the lines as parallel arrays, plus the coupon (member-coupon id) and the points. */
export interface QuoteArgs {
  memberId: number;
  goodsId: number[];
  amount: number[];
  /** The chosen option item ids, one list per line. */
  options: number[][];
  couponId?: number | null;
  point?: number;
}

export interface QuoteOption {
  id: number;
  categoryName: string;
  optName: string;
  price: number;
}

export interface QuoteLine {
  goodsId: number;
  goodsName: string;
  thumb_src: string;
  unitPrice: number;
  options: QuoteOption[];
  amount: number;
  lineTotal: number;
}

export interface Quote {
  lines: QuoteLine[];
  goodsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  couponName: string | null;
  pointsUsed: number;
  total: number;
  pointBalance: number;
  madeToOrder: boolean;
}

export type PaymentMethod = 'card' | 'naverpay' | 'kakaopay';

export interface NewAddress {
  sname?: string;
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  baseAddress: YesNo;
  /** Keep it in the address book too. */
  save: boolean;
}

export interface OrderConsents {
  age: 'Y';
  terms: 'Y';
  privacy: 'Y';
  madeToOrder: 'Y';
}

export interface SaveOrderArgs extends QuoteArgs {
  /** The checkout attempt's idempotency key from payment-id.php: the same key answers the same order. */
  orderId: string;
  addressId?: number;
  address?: NewAddress;
  /** ≤ 100 characters: the chosen delivery request or the shopper's own words. */
  request: string;
  method: PaymentMethod;
  consents: OrderConsents;
}

/** How to open the payment provider for a saved order. */
export interface PaymentInstruction {
  gateway: 'sandbox' | 'nicepay';
  clientId: string | null;
  scriptUrl: string | null;
  pageUrl: string | null;
  method: PaymentMethod;
  /** The method as the provider names it (NicePay's SDK: card, naverpayCard, kakaopay). */
  providerMethod: string;
  /** The order number the provider knows the payment by. */
  orderId: string;
  amount: number;
  goodsName: string;
  returnUrl: string;
}

export interface SavedOrder {
  id: number;
  orderNumber: string;
  total: number;
  goodsName: string;
  payment: PaymentInstruction;
}

export interface PaymentRecord {
  paymentId: string;
  paidAt: string;
  method: string;
  price: number;
  description: string;
  cancelled: YesNo;
}

export interface OrderItem {
  goodsId: number;
  amount: number;
  unitPrice: number;
  options: { categoryName: string; optName: string; price: number }[];
  lineTotal: number;
}

export interface OrderRecord {
  id: number;
  orderNumber: string;
  created: string;
  oStatus: string;
  status: string;
  ordererName: string;
  ordererEmail: string;
  ordererPhone: string;
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  request: string;
  goods: { id: number; goodsName: string; thumb_src: string; price: number }[];
  orderItems: OrderItem[];
  payments: PaymentRecord[];
  goodsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  couponName: string | null;
  pointsUsed: number;
  totalPrice: number;
  paymentMethod: string;
}

export interface OrderEnd {
  orders: OrderRecord;
  payment: PaymentRecord | null;
}

export interface MemberCoupon {
  /** The member-coupon id: what quote and order_save take as couponId. */
  id: number;
  couponId: number;
  couponCode: string;
  couponName: string;
  discountRate: number | null;
  discountPrice: number | null;
  minPrice: number;
  startDate: string;
  expirationDate: string;
  forNew: YesNo;
}

export interface ShippingAddress {
  id: number;
  sname: string;
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  baseAddress: YesNo;
}

export type AddressPage = Page<ShippingAddress>;
