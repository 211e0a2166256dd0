import type { MenuProps } from 'antd';
import type { AdminRole } from '../api/admin-types';
import { adminPaths } from '../lib/admin-paths';

export const LOGOUT_KEY = 'logout';

interface MenuEntry {
  path: string;
  label: string;
  ownerOnly?: boolean;
}

/** The side menu, in the order the console shows it; each key is its route. */
const ENTRIES: MenuEntry[] = [
  { path: adminPaths.dashboard, label: '대시보드' },
  { path: adminPaths.option, label: '옵션' },
  { path: adminPaths.goods, label: '상품' },
  { path: adminPaths.coupon, label: '쿠폰' },
  { path: adminPaths.banners, label: '배너' },
  { path: adminPaths.popup, label: '팝업' },
  { path: adminPaths.members, label: '관리자', ownerOnly: true },
  { path: adminPaths.users, label: '회원' },
  { path: adminPaths.payment, label: '주문' },
  { path: adminPaths.production, label: '제작 현황' },
  { path: adminPaths.cancel, label: '취소·반품' },
  { path: adminPaths.audit, label: '감사 로그' },
  { path: adminPaths.accessLog, label: '개인정보 열람 기록', ownerOnly: true },
  { path: adminPaths.tokens, label: 'API 토큰', ownerOnly: true },
  { path: adminPaths.jobs, label: '작업', ownerOnly: true },
];

/** The logged-in account's own settings, after the screens and before 로그아웃. */
const ACCOUNT_ENTRIES: MenuEntry[] = [{ path: adminPaths.twoFactor, label: '2단계 인증' }];

const entryItem = (entry: MenuEntry) => ({ key: entry.path, label: entry.label });

/** The menu an admin of this role sees (staff never see the owner's entries), ending with the account's own and 로그아웃. */
export function menuItems(role: AdminRole): NonNullable<MenuProps['items']> {
  return [
    ...ENTRIES.filter((entry) => !entry.ownerOnly || role === 'owner').map(entryItem),
    { type: 'divider' as const },
    ...ACCOUNT_ENTRIES.map(entryItem),
    { key: LOGOUT_KEY, label: '로그아웃' },
  ];
}

/** The entry a path belongs to (/admin/member/3 → /admin/member). */
export function selectedKey(pathname: string): string | undefined {
  return [...ENTRIES, ...ACCOUNT_ENTRIES]
    .map((entry) => entry.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

export const ROLE_LABEL: Record<AdminRole, string> = { owner: '대표 관리자', staff: '일반 관리자' };
