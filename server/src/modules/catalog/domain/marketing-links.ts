/**
 * Where a banner or popup may point and what image it may show. A link is a path inside the shop (`/bags`) or an
 * http(s) URL; an image is an http(s) URL or a file the shop stores (`/uploads/…`) or ships (`/images/…`).
 * Nothing else (no `javascript:`, no `//host` that a browser reads as another site).
 */
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const SHOP_PATH = /^\/(?!\/)[^\s]*$/;

export function isMarketingLink(value: string): boolean {
  return value.length <= 500 && (HTTP_URL.test(value) || SHOP_PATH.test(value));
}

export function isMarketingImage(value: string): boolean {
  return value.length <= 500 && (HTTP_URL.test(value) || /^\/(uploads|images)\/[^\s]+$/.test(value));
}
