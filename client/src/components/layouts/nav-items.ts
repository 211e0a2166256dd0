import { paths } from '@/config/paths';

/** The shop's main navigation, shared by the header and the menu drawer. */
export const NAV_ITEMS = [
  { href: paths.allItems.getHref(), label: '전체상품', en: 'All Items' },
  { href: paths.bestSeller.getHref(), label: '베스트', en: 'Best Seller' },
  { href: paths.bags.getHref(), label: '가방', en: 'Bags' },
  { href: paths.wallets.getHref(), label: '지갑', en: 'Wallets' },
  { href: paths.accessories.getHref(), label: '액세서리', en: 'Accessories' },
  { href: paths.about.getHref(), label: 'About', en: 'Our Story' },
] as const;
