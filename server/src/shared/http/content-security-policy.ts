
/**
 * The postcode service the shipment step loads (Kakao's Daum postcode: its script, the scripts it loads and the
 * search frame), allowed everywhere since every checkout needs it.
 */
export const POSTCODE_ORIGINS = ['https://t1.daumcdn.net', 'https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

/** What the policy depends on (read by shape: shared/http takes no config slice of another context). */
export interface CspConfig {
  cspExtraOrigins: string[];
  s3?: { publicUrl: string };
  nodeEnv: string;
  payment: { gateway: string; nicepay: { sdkUrl: string } };
}

/** NicePay's payment window: the SDK's origin and the window's pages (script, frame, form posts). */
export const NICEPAY_WINDOW_ORIGINS = ['https://pay.nicepay.co.kr'];

/**
 * The configured gateway's browser origins, so checkout works without CSP_EXTRA_ORIGINS: NicePay's SDK origin (from
 * NICEPAY_SDK_URL) and its window; none for the sandbox, which is the shop's own page.
 */
export function paymentGatewayOrigins(payment: CspConfig['payment']): string[] {
  if (payment.gateway !== 'nicepay') return [];
  return [...new Set([new URL(payment.nicepay.sdkUrl).origin, ...NICEPAY_WINDOW_ORIGINS])];
}


/** helmet's directives: same origin, plus the postcode service, the gateway and CSP_EXTRA_ORIGINS (extras only). */
export function cspDirectives(config: CspConfig): Record<string, string[] | null> {
  const extra = [...new Set([...POSTCODE_ORIGINS, ...paymentGatewayOrigins(config.payment), ...config.cspExtraOrigins])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra],
    styleSrc: ["'self'", "'unsafe-inline'", ...extra],
    // Uploaded files come from the S3 adapter's public URL (a CDN) when FILE_STORAGE=s3.
    imgSrc: ["'self'", 'data:', 'blob:', ...extra, ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:', 'data:'],
    connectSrc: ["'self'", ...extra],
    frameSrc: ["'self'", ...extra],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...extra],
    frameAncestors: ["'self'"],
    // Only behind https: on http://localhost it would break every asset.
    upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
  };
}
