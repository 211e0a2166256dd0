/**
 * Card payment as a strategy, as Vendure's PaymentMethodHandler: one port, chosen by
 * configuration (PAYMENT_GATEWAY): the sandbox (a local card page, the default outside
 * production) or NicePay's server-approval API.
 *
 * The flow is the same for both: the browser opens the provider with `checkoutParams`;
 * the provider posts its result to our return URL; `readReturn` checks that post (its
 * signature); the checkout compares the amount with its own order and only then calls
 * `approve`, which is when money moves. `cancel` gives an approved payment back.
 *
 * The return's signature does not cover its orderId (NicePay signs authToken, clientId and
 * amount), so the order a return names proves nothing: the approval's answer, which comes
 * from the provider itself, says which order and amount were approved, and the checkout
 * records a payment only when both are its order's (docs/decisions.md, issue 19).
 */
export type PaymentMethod = 'card' | 'naverpay' | 'kakaopay';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'naverpay', 'kakaopay'];

/** What the browser needs to open the provider for one order. */
export interface PaymentCheckoutParams {
  gateway: 'sandbox' | 'nicepay';
  /** NicePay's client id; null for the sandbox. */
  clientId: string | null;
  /** NicePay's browser SDK to load (AUTHNICE.requestPay); null for the sandbox (it has `pageUrl`). */
  scriptUrl: string | null;
  /** Where the sandbox's card page is (GET, with the query below); null for NicePay. */
  pageUrl: string | null;
  method: PaymentMethod;
  /**
   * The name the provider knows the method by, to hand it as `method` when opening it: NicePay's SDK calls
   * naverpay 'naverpayCard' (card → 'card', kakaopay → 'kakaopay'); the sandbox page takes ours. Both adapters
   * set it (optional only so that hand-made test doubles need not).
   */
  providerMethod?: string;
  /** Our order number, the provider's orderId. */
  orderId: string;
  /** Whole won, computed by the server. */
  amount: number;
  goodsName: string;
  /**
   * Where the provider posts its result (POST /api/payment-serverAuth.php): absolute for NicePay; the sandbox
   * gives its path (its card page takes only a same-origin /api/ path).
   */
  returnUrl: string;
}

/** The provider's return post, after its signature was checked. */
export interface PaymentReturn {
  /** The provider's result for the authentication step: success only when `authenticated`. */
  authenticated: boolean;
  /** The provider's code and message (shown to the shopper when not authenticated). */
  resultCode: string;
  resultMessage: string;
  /** Our order number as the provider echoes it. */
  orderId: string;
  /** The amount the provider authenticated, whole won. */
  amount: number;
  /** The provider's transaction id ('' when authentication failed before one was made). */
  tid: string;
  /** Opaque fields `approve` needs (NicePay's authToken...). */
  approvalContext: Record<string, string>;
}

export type ReadReturnOutcome = { ok: true; value: PaymentReturn } | { ok: false; reason: 'bad-signature' | 'malformed' };

/** The order and amount a provider's answer names: what its authentication was made for. */
export interface ProviderOrder {
  /** Our order number as the provider knows the authentication by. */
  orderId: string;
  /** Whole won. */
  amount: number;
}

export interface ApprovedPayment {
  tid: string;
  /** The order the provider approved, as its answer names it (not as the return claimed). */
  orderId: string;
  /** What the provider approved, whole won (not the amount asked for). */
  amount: number;
  method: PaymentMethod;
  paidAt: Date;
  /** e.g. "신한카드 1234" or "네이버페이"; for the order's payment record. */
  description: string;
}

export type ApprovalOutcome =
  | { kind: 'approved'; payment: ApprovedPayment }
  /**
   * The provider refused (card declined, limit...): nothing was taken. `order` is what its answer names (null when
   * it names none, e.g. an unknown tid): a decline closes only the order it names, for that order's amount.
   */
  | { kind: 'declined'; code: string; message: string; order: ProviderOrder | null };

/** A payment to give back: the order's payment `tid`, all of it or (`partial`) `amount` won of it. */
export interface PaymentCancel {
  tid: string;
  /** Our order number. */
  orderId: string;
  amount: number;
  reason: string;
  partial?: boolean;
  /**
   * Unique per refund (payments' refund key): NicePay takes it as the cancel's orderId and refuses a second cancel
   * with it, so a retry after a lost answer never gives the money back twice. Absent: the order number.
   */
  idempotencyKey?: string;
}

export interface PaymentGatewayPort {
  readonly name: 'sandbox' | 'nicepay';
  /**
   * True when its approvals move no money: NicePay's test store (NICEPAY_MODE=test) or the local sandbox. Orders it
   * pays are marked as test orders (the console, the CSV export).
   */
  readonly testMode: boolean;

  checkoutParams(order: { orderId: string; amount: number; goodsName: string; method: PaymentMethod; returnUrl: string }): PaymentCheckoutParams;

  /** Checks the return post (its signature, its fields); changes nothing. */
  readReturn(fields: Record<string, unknown>): ReadReturnOutcome;

  /**
   * Approves the authenticated payment for `amount` (the order's, never the return's), and answers the order and
   * amount the provider approved, which the caller must compare with its own order before recording anything.
   * Throws OutsideServiceUnavailableError when the provider cannot be reached or answers
   * 5xx; on a time-out the adapter has already sent the provider's network cancel, so
   * nothing stays taken.
   */
  approve(payment: PaymentReturn, amount: number): Promise<ApprovalOutcome>;

  /**
   * Gives an approved payment back: in full, or with `partial` only `amount` won of it (a return's partial refund;
   * the rest stays taken and may be given back later). Throws OutsideServiceUnavailableError when it could not.
   */
  cancel(payment: PaymentCancel): Promise<void>;

  /**
   * How many won of the payment `tid` the provider says it has given back so far; null when it cannot tell (it
   * could not be reached, or does not know the payment). Asked before a refund is sent: a refund whose earlier try
   * went through while its answer, or the commit recording it, was lost is recognised rather than sent again (a second
   * cancel with its key would be refused as a duplicate).
   */
  refundedSoFar(tid: string): Promise<number | null>;
}
