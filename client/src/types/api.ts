/**
 * Readable names for the server's answers. The shapes come from the server's OpenAPI document
 * (docs/openapi.json → ./api.generated.ts, `npm run api:types`), so they cannot drift from it.
 */
import type { components, operations } from './api.generated';

type Schemas = components['schemas'];

/** Every answer is wrapped in this envelope; the payload sits under the key the call names. */
export interface Envelope {
  result: string;
  message: string;
  code?: string;
  errors?: FieldError[];
  [payloadKey: string]: unknown;
}

export type FieldError = Schemas['FieldErrorResponse'];
/** A verified guest's session (비회원 주문): the orderer and the order it is scoped to once placed or looked up. */
export type GuestOrderer = Schemas['GuestOrdererResponse'];
export type ErrorEnvelope = Schemas['ErrorEnvelopeResponse'];

/** A page of a list (every paged answer's payload). */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  empty: boolean;
  /** Present when more rows match than totalElements: a staff list's count stops at 10,000. */
  totalCapped?: true;
}

export type ShowGoods = Schemas['ShowGoodsResponse'];
export type GoodsCard = Schemas['GoodsCardResponse'];
/** The prod_gbn reading of a category list: `{ id, categoryId, goods }`. */
export type CategoryEntry = Schemas['CategoryEntryResponse'];
export type GoodsImage = Schemas['GoodsImageResponse'];
export type GoodsOption = Schemas['OptionItemResponse'];
export type OptionCategory = Schemas['OptionCategoryResponse'];
export type Review = Schemas['ReviewResponse'];
/** Which of a goods item's reviews the logged-in member wrote and voted for (GET /api/goods/{id}/reviews/viewer). */
export type ReviewViewer = Schemas['ReviewViewerResponse'];
export type MyReview = Schemas['MyReviewResponse'];
export type ReviewLine = Schemas['ReviewLineResponse'];
export type ReviewWritten = Schemas['ReviewWrittenResponse'];
export type GoodsDetail = Schemas['GoodsDetailResponse'];
export type Banner = Schemas['BannerResponse'];

/** A member as the server answers one. */
export type MemberAnswer = Schemas['MemberResponse'];
/** Login, sign-up and Naver login: the member at the top level of the envelope, plus the temporary-password and consent flags. */
export type LoginAnswer = Omit<Schemas['LoginAnswer'], 'result' | 'message'>;
export type SentCode = Schemas['SentCodeResponse'];

/** The checkout's answers: the server's quote, a saved order with how to open the provider, an order as kept. */
export type Quote = Schemas['QuoteResponse'];
export type QuoteLine = Schemas['QuoteLineResponse'];
export type QuoteOption = Schemas['QuoteOptionResponse'];
export type SavedOrder = Schemas['PlacedOrderResponse'];
export type PaymentInstruction = Schemas['PaymentParamsResponse'];
export type OrderRecord = Schemas['OrderResponse'];
export type PaymentRecord = Schemas['PaymentResponse'];
/** My Page's order status summary: before 준비중, after 배송중, end 배송완료, cancel 취소, change 교환, refund 반품. */
export type OrderCounts = Schemas['OrderCountsResponse'];
export type ParcelTracking = Schemas['ParcelTrackingResponse'];
/** What a member may change while an order is prepared (PUT /api/order/one/{orderId}). */
export type OrderShippingChange = Schemas['ChangeOrderShippingRequest'];
/** The body of a member's cancel (POST /api/order/one/{orderId}/cancel). */
export type CancelOrderBody = Schemas['CancelOrderRequest'];
/** A coupon the member holds (`id` is the member-coupon id the checkout takes). */
export type MemberCoupon = Schemas['UsableCouponResponse'];
/** My Page's coupon list: every held coupon, with usedAt, expired and daysRemaining (D-n). */
export type HeldCoupon = Schemas['HeldCouponResponse'];
/** A coupon the member can still use, with its D-n (coupon_list, soonest to expire first). */
export type UsableCoupon = Schemas['UsableCouponResponse'];
/** My Page's points: the balance and a page of the ledger. */
export type PointLedger = Schemas['PointLedgerResponse'];
export type PointLedgerEntry = Schemas['PointLedgerEntryResponse'];
export type ShippingAddress = Schemas['ShippingAddressResponse'];
export type ShippingAddressId = Schemas['ShippingAddressIdResponse'];
export type ConfirmedCode = Schemas['ConfirmedPhoneResponse'];
/** A goods item the member saved (찜), as My Page lists it; onSale false once it is no longer sold. */
export type WishlistItem = Schemas['WishlistItemResponse'];
/** What an add to or a remove from the wishlist left: wished, whether the call changed it, how many are saved. */
export type WishlistChange = Schemas['WishlistChangeResponse'];

type QueryOf<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;

/** 1 recommended, 2 lowest price, 3 highest price, 4 newest; 0 means recommended too. */
export type SortId = NonNullable<QueryOf<'ListGoodsController_recommended'>['sort']>;

export type ReviewSort = NonNullable<QueryOf<'ListReviewsController_reviews'>['sort']>;

type OkAnswerOf<Operation extends keyof operations> = operations[Operation]['responses'] extends { 200: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** Whether "네이버로 로그인" is on, and where it sends the browser. */
export type NaverAuthorize = OkAnswerOf<'StartNaverLoginController_start'>['dto'];
export type NaverTokens = Pick<OkAnswerOf<'ExchangeNaverCodeController_exchange'>, 'accessToken' | 'refreshToken'>;

/** Withdrawal and the return of a dormant account. */
export type WithdrawalOptions = Schemas['WithdrawalOptionsResponse'];
export type WithdrawArgs = Schemas['WithdrawRequest'];
export type RestoreDormantArgs = Schemas['RestoreDormantMemberRequest'];
/** A member's return or exchange request (POST /api/order/one/{orderId}/claim): its fields; photos travel as multipart files. */
export type ClaimRequestBody = Omit<Schemas['RequestClaimForm'], 'photos'>;
