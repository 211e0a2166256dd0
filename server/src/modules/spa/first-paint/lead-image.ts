/**
 * A page's lead image: the largest thing a phone shows first on the three pages shoppers land on. The server
 * writes it into the first paint (index.html's #first-paint) so it loads beside the scripts instead of after them.
 * Pure: which page a path is, and the markup for its image. The paths are the client's (config/paths.ts).
 */
export type LeadTarget =
  | { kind: 'home' }
  | { kind: 'list'; src: string }
  | { kind: 'product'; goodsId: number };

export interface LeadImage {
  kind: LeadTarget['kind'];
  src: string;
}

const LIST_PATH = /^\/(all-items|best-seller|bags|wallets|accessories)\/?$/;
const DETAIL_PATH = /^\/(?:best-seller|bags|wallets|accessories)\/(\d{1,15})\/?$/;

/** Which lead image a path has, if any. Lists show their category's banner (the client's list-configs.ts). */
export function leadTargetFor(path: string): LeadTarget | null {
  if (path === '/') return { kind: 'home' };
  const list = LIST_PATH.exec(path);
  if (list) return { kind: 'list', src: `/images/banners/${list[1]}.svg` };
  const detail = DETAIL_PATH.exec(path);
  if (detail) {
    const goodsId = Number(detail[1]);
    return Number.isSafeInteger(goodsId) && goodsId > 0 ? { kind: 'product', goodsId } : null;
  }
  return null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The lead image's markup, in the box the page will give it (index.html's .fp-* rules mirror the page's CSS). */
export function leadImageHtml(lead: LeadImage): string {
  const img = `<img class="fp-lead" src="${escapeAttribute(lead.src)}" alt="" fetchpriority="high">`;
  // The home page's banner tiles come in a pair on wide screens; the second is a dark box until the page arrives.
  const pair = lead.kind === 'home' ? '<div class="fp-home-pair"></div>' : '';
  return `<div class="fp-${lead.kind}">${img}${pair}</div>`;
}
