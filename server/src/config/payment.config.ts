import { z } from 'zod';
import { httpUrlAsGiven, integer, invalid, optionalHttpUrl, optionalInteger, optionalOneOf, text } from './env-fields';

/**
 * sandbox: the shop's own card page under /dev/payment-sandbox (no money moves; development and tests only).
 * nicepay: NicePay's payment window and server-approval API.
 */
export type PaymentGatewayName = 'sandbox' | 'nicepay';

export interface NicePayCredentials {
  clientId: string;
  /** Signs the return post and the approval; never logged. */
  secretKey: string;
  /** https://sandbox-api.nicepay.co.kr (NicePay's test store) or https://api.nicepay.co.kr, no trailing slash. */
  apiBaseUrl: string;
  /** The browser SDK (AUTHNICE.requestPay). */
  sdkUrl: string;
}

/**
 * live: real money. test: NicePay's test store (its sandbox API, test keys): the storefront shows a "테스트 결제" banner and
 * the orders paid are marked as test. Production names it explicitly; elsewhere it is test.
 */
export type PaymentMode = 'live' | 'test';

export const NICEPAY_SANDBOX_API = 'https://sandbox-api.nicepay.co.kr';

export interface PaymentConfig {
  gateway: PaymentGatewayName;
  mode: PaymentMode;
  nicepay: NicePayCredentials;
  /** How long the approval call may take before the network cancel (망취소) is sent. */
  approvalTimeoutMs: number;
  /** A refund's tries after the first, and the first wait (doubling) before a person is asked to act. */
  refundRetry: { retryLimit: number; retryDelaySeconds: number };
  /**
   * How often approvals a crash left in flight are cancelled at the provider (a pg-boss schedule, docs/decisions.md,
   * "The approval reconciliation on its own schedule"); 0: never (the default in tests, which run it themselves).
   */
  reconcileIntervalMinutes: number;
}

export const PAYMENT_CONFIG = Symbol('PAYMENT_CONFIG');

export const paymentEnv = z.object({
  PAYMENT_GATEWAY: optionalOneOf('PAYMENT_GATEWAY', ['sandbox', 'nicepay'] as const),
  NICEPAY_CLIENT_ID: text(),
  NICEPAY_SECRET_KEY: text(),
  NICEPAY_API_BASE_URL: optionalHttpUrl('NICEPAY_API_BASE_URL'),
  NICEPAY_MODE: optionalOneOf('NICEPAY_MODE', ['live', 'test'] as const),
  NICEPAY_SDK_URL: httpUrlAsGiven('NICEPAY_SDK_URL', 'https://pay.nicepay.co.kr/v1/js/'),
  PAYMENT_APPROVAL_TIMEOUT_MS: integer('PAYMENT_APPROVAL_TIMEOUT_MS', 15_000, 1000, 120_000),
  // 6 tries over about 15 minutes (30 s, 1, 2, 4, 8 min apart) before the refund shows as failed in the console.
  PAYMENT_REFUND_RETRY_LIMIT: integer('PAYMENT_REFUND_RETRY_LIMIT', 5, 0, 20),
  PAYMENT_REFUND_RETRY_DELAY_SECONDS: integer('PAYMENT_REFUND_RETRY_DELAY_SECONDS', 30, 0, 3600),
  PAYMENT_RECONCILE_INTERVAL_MINUTES: optionalInteger('PAYMENT_RECONCILE_INTERVAL_MINUTES', 0, 60),
});

type PaymentEnv = z.output<typeof paymentEnv>;
type NodeEnv = 'development' | 'production' | 'test';

/** The sandbox outside production; NicePay in production, where nothing else is accepted. */
function gatewayOf(env: PaymentEnv, nodeEnv: NodeEnv): PaymentGatewayName {
  return env.PAYMENT_GATEWAY ?? (nodeEnv === 'production' ? 'nicepay' : 'sandbox');
}

export function checkPayment(env: PaymentEnv, nodeEnv: NodeEnv, ctx: z.RefinementCtx): void {
  const gateway = gatewayOf(env, nodeEnv);
  if (gateway === 'sandbox' && nodeEnv === 'production') {
    invalid(ctx, 'PAYMENT_GATEWAY=sandbox is refused in production: the sandbox approves every order without taking money. Use PAYMENT_GATEWAY=nicepay');
  }
  if (gateway === 'nicepay' && (!env.NICEPAY_CLIENT_ID || !env.NICEPAY_SECRET_KEY)) {
    invalid(ctx, `${env.PAYMENT_GATEWAY ? 'PAYMENT_GATEWAY=nicepay' : 'Card payment in production (PAYMENT_GATEWAY=nicepay)'} needs NICEPAY_CLIENT_ID and NICEPAY_SECRET_KEY`);
  }
  // Unset, the API address fell back to NicePay's sandbox: test keys marked orders paid while no money moved (issue 18).
  if (gateway === 'nicepay' && nodeEnv === 'production') {
    if (!env.NICEPAY_API_BASE_URL) invalid(ctx, 'NICEPAY_API_BASE_URL must be set in production (https://api.nicepay.co.kr for live payments, https://sandbox-api.nicepay.co.kr for the test store)');
    if (!env.NICEPAY_MODE) invalid(ctx, 'NICEPAY_MODE must be set to live or test in production (test shows a "테스트 결제" banner and marks the orders as test)');
  }
}

export function paymentConfig(env: PaymentEnv, nodeEnv: NodeEnv): PaymentConfig {
  return {
    gateway: gatewayOf(env, nodeEnv),
    mode: env.NICEPAY_MODE ?? (nodeEnv === 'production' ? 'live' : 'test'),
    nicepay: {
      clientId: env.NICEPAY_CLIENT_ID,
      secretKey: env.NICEPAY_SECRET_KEY,
      apiBaseUrl: env.NICEPAY_API_BASE_URL ?? NICEPAY_SANDBOX_API,
      sdkUrl: env.NICEPAY_SDK_URL,
    },
    approvalTimeoutMs: env.PAYMENT_APPROVAL_TIMEOUT_MS,
    refundRetry: { retryLimit: env.PAYMENT_REFUND_RETRY_LIMIT, retryDelaySeconds: env.PAYMENT_REFUND_RETRY_DELAY_SECONDS },
    // Every 5 minutes, except in tests, which run it themselves.
    reconcileIntervalMinutes: env.PAYMENT_RECONCILE_INTERVAL_MINUTES ?? (nodeEnv === 'test' ? 0 : 5),
  };
}
