import type { components } from '@/types/api.generated';

/** The back office's order answers (generated from the server's OpenAPI document). */
export type StaffOrderRow = components['schemas']['StaffOrderRowResponse'];
export type StaffOrder = components['schemas']['StaffOrderResponse'];
export type ClaimRow = components['schemas']['ClaimRowResponse'];

export interface OrderSearch {
  page: number;
  size: number;
  sort?: string;
  orderNumber?: string;
  orderer?: string;
  from?: string;
  to?: string;
}

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

/** The shop's rule as the spec shows it: free above 30,000 won, otherwise 3,000. */
export function shippingFeeOf(price: number): number {
  return price > 30_000 ? 0 : 3_000;
}

export const STATUS_LABEL: Record<string, string> = {
  PREPARING: '상품 준비중',
  SHIPPING: '배송중',
  DELIVERED: '배송 완료',
  CANCELLED: '주문 취소',
  RETURN_REQUESTED: '반품 신청',
  RETURNED: '반품 완료',
  EXCHANGE_REQUESTED: '교환 신청',
  EXCHANGED: '교환 완료',
};

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

export function searchString(search: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}
