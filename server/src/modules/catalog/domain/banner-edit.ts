import { type Result, ok } from '../../../shared/domain/result';
import type { Banner } from './banner';
import { isMarketingImage, isMarketingLink } from './marketing-links';
import { MarketingFailures } from './marketing-failures';

/**
 * A banner as staff send it: image, link and top text are required (모두 입력해주세요.), the bottom text is
 * optional; surrounding spaces are dropped.
 */
export function checkBannerEdit(input: { id: number; img?: string | null; url?: string | null; txt1?: string | null; txt2?: string | null }): Result<Banner> {
  const img = (input.img ?? '').trim();
  const url = (input.url ?? '').trim();
  const txt1 = (input.txt1 ?? '').trim();
  const txt2 = (input.txt2 ?? '').trim();
  if (!img || !url || !txt1) return MarketingFailures.bannerFieldsMissing();
  if (!isMarketingImage(img)) return MarketingFailures.imageInvalid();
  if (!isMarketingLink(url)) return MarketingFailures.linkInvalid();
  return ok({ id: input.id, img, url, txt1, txt2 });
}
