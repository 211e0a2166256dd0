import { toCsv } from '../../../shared/domain/csv';
import type { Banner } from './banner';

export const BANNER_CSV_HEADER = ['No', '이미지', '링크', '위 문구', '아래 문구'];

/** The home banners in display order, as the console's table lists them. */
export function bannersCsv(banners: readonly Banner[]): string {
  return toCsv(
    BANNER_CSV_HEADER,
    banners.map((banner) => [banner.id, banner.img, banner.url, banner.txt1, banner.txt2]),
  );
}
