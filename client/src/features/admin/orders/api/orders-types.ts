import type { components } from '@/types/api.generated';

/** The back office's order answers (generated from the server's OpenAPI document). */
export type StaffOrderRow = components['schemas']['StaffOrderRowResponse'];
export type StaffOrder = components['schemas']['StaffOrderResponse'];
export type ClaimRow = components['schemas']['ClaimRowResponse'];
export type StaffOrderTabCounts = components['schemas']['StaffOrderTabCountsResponse'];
export type StaffMemo = components['schemas']['StaffMemoResponse'];
export type TimelineEntry = components['schemas']['OrderTimelineEntryResponse'];

/** The list's filters, as the server takes them for the list, the tab counts and the CSV (GET /api/order…). */
export interface OrderFilters {
  /** The one search box: part of the order number, the orderer's name or e-mail, or a phone in any format. */
  q?: string;
  from?: string;
  to?: string;
  tab?: OrderTab;
  method?: string;
  madeToOrder?: 'Y' | 'N';
}

export interface OrderSearch extends OrderFilters {
  page: number;
  size: number;
  sort?: string;
}

/**
 * The order list's tabs (docs/decisions.md, "The console's orders"): 전체, then 결제완료/준비중 (preparing off the
 * board or at 주문확인), 제작중 (at 재단, 봉제, 마감·검수 or 출고대기), 배송중, 배송완료, 취소, 반품·교환.
 */
export const ORDER_TABS = [
  { key: 'paid', label: '결제완료/준비중' },
  { key: 'making', label: '제작중' },
  { key: 'shipping', label: '배송중' },
  { key: 'delivered', label: '배송완료' },
  { key: 'cancelled', label: '취소' },
  { key: 'claims', label: '반품·교환' },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['key'];

export function isOrderTab(value: string | undefined): value is OrderTab {
  return ORDER_TABS.some((tab) => tab.key === value);
}

/** The payment methods staff filter by, with the spec's labels. */
export const PAYMENT_METHODS = [
  { value: 'card', label: '신용카드' },
  { value: 'naverpay', label: '네이버페이' },
  { value: 'kakaopay', label: '카카오페이' },
] as const;

export interface ClaimSearch {
  page: number;
  size: number;
  status?: 'pending' | 'decided';
  kind?: 'cancel' | 'return' | 'exchange';
}

/** The spec's method labels: card 신용카드, naverpay 네이버페이, anything else 카카오페이. */
export function methodLabel(method: string): string {
  if (method === 'card') return '신용카드';
  if (method === 'naverpay') return '네이버페이';
  return '카카오페이';
}

/** Who moved an order, as its timeline names them: 회원, the staff member's e-mail (or token), or 시스템. */
export function actorLabel(entry: Pick<TimelineEntry, 'actorKind' | 'actorName'>): string {
  if (entry.actorKind === 'member') return '회원';
  if (entry.actorKind === 'staff') return entry.actorName ?? '직원';
  return '시스템';
}

export const CLAIM_KIND_LABEL: Record<string, string> = { cancel: '취소', return: '반품', exchange: '교환' };
export const CLAIM_STATE_LABEL: Record<string, string> = { pending: '처리 대기', approved: '승인', rejected: '거절', cancelled: '취소 완료' };

/** The carriers staff pick from (the server's registry; CJ대한통운 first, its default). */
export const CARRIERS = [
  { code: '04', name: 'CJ대한통운' },
  { code: '01', name: '우체국택배' },
  { code: '05', name: '한진택배' },
  { code: '08', name: '롯데택배' },
  { code: '06', name: '로젠택배' },
  { code: '23', name: '경동택배' },
];
