import { toCsv } from '../../../shared/domain/csv';

/** One line of the courier's sheet: the recipient, where, what. */
export interface CourierCsvRow {
  orderNumber: string;
  created: string;
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  request: string;
  lines: string;
  totalPrice: number;
  status: string;
  /** Paid in test mode: no money moved (Y), so nothing is shipped. */
  test: boolean;
}

export const COURIER_CSV_HEADER = ['주문번호', '주문일시', '수령인', '연락처', '우편번호', '주소', '상세주소', '배송요청사항', '상품', '결제금액', '상태', '테스트 결제'];

/** The whole file: UTF-8 with a BOM, CRLF line ends, every cell defused (shared/domain/csv). */
export function courierCsv(rows: readonly CourierCsvRow[]): string {
  return toCsv(
    COURIER_CSV_HEADER,
    rows.map((row) => [row.orderNumber, row.created, row.recipient, row.phone, row.zipCode, row.address, row.adrDetail, row.request, row.lines, row.totalPrice, row.status, row.test ? 'Y' : 'N']),
  );
}

/** Staff's words for the states (the CSV's 상태 column). */
export const STAFF_STATUS_LABELS: { readonly [status: string]: string } = {
  PREPARING: '상품 준비중',
  SHIPPING: '배송중',
  DELIVERED: '배송 완료',
  CANCELLED: '주문 취소',
  RETURN_REQUESTED: '반품 신청',
  RETURNED: '반품 완료',
  EXCHANGE_REQUESTED: '교환 신청',
  EXCHANGED: '교환 완료',
};
