import { safeReturnPath } from '@/lib/return-path';

/**
 * The console's own paths. They live in the lazy admin chunk, not in config/paths.ts, because config/paths.ts is
 * part of the storefront's first load (at its byte budget); config/paths.ts keeps only the two entry points
 * (adminLogin, admin) the app's router needs.
 */
export const adminPaths = {
  login: '/login/admin',
  root: '/admin',
  dashboard: '/admin/dashboard',
  option: '/admin/option',
  newOption: '/admin/option/post',
  editOption: (optionId: number) => `/admin/option/${optionId}`,
  goods: '/admin/goods',
  newGoods: '/admin/goods/post',
  editGoods: (goodsId: number) => `/admin/goods/${goodsId}`,
  coupon: '/admin/coupon',
  banners: '/admin/banners',
  popup: '/admin/popup',
  /** Admin accounts (owner only): list, create, edit. */
  members: '/admin/member',
  newMember: '/admin/member/post',
  editMember: (adminId: number) => `/admin/member/${adminId}`,
  users: '/admin/users',
  payment: '/admin/payment',
  /** The workshop's board (제작 현황); `?overdue=Y` shows the overdue orders, `?stage=SEWING` one stage. */
  production: '/admin/production',
  /** The printable work sheets (작업지시서) of these orders, without the console's frame. */
  productionSheet: (orderIds: readonly number[]) => `/admin/production/sheet?orderIds=${orderIds.join(',')}`,
  cancel: '/admin/cancel',
  audit: '/admin/audit',
  accessLog: '/admin/access-log',
  tokens: '/admin/tokens',
  /** The dead-letter queue: failed jobs, retry or discard (owner). */
  jobs: '/admin/jobs',
  /** The logged-in account's own two-factor sign-in (and, for the owner, whether everyone must use it). */
  twoFactor: '/admin/two-factor',
} as const;

/** Where a login goes when it was not sent from a console page (decisions.md: "Back-office console"). */
export const AFTER_LOGIN = adminPaths.dashboard;

/**
 * The console page to return to after login, read from ?redirect= (only console paths of this site, checked by
 * the storefront's rule, lib/return-path.ts).
 */
export function returnPath(redirect: string | null): string {
  return safeReturnPath(redirect, { within: adminPaths.root }) ?? AFTER_LOGIN;
}
