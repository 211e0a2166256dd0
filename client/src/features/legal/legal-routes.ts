import { paths } from '@/config/paths';

/**
 * The legal pages, in the order the side list shows them. The router can build its routes
 * from this; the layout builds its side list from it.
 */
export const LEGAL_PAGES = [
  { path: paths.termsOfUse.path, label: '이용약관' },
  { path: paths.privacyPolicy.path, label: '개인정보처리방침' },
  { path: paths.cookiePolicy.path, label: '쿠키정책' },
] as const;

export type LegalPagePath = (typeof LEGAL_PAGES)[number]['path'];
