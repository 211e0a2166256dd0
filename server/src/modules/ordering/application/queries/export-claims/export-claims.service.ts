import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { CSV_EXPORT_LIMIT, toCsv } from '../../../../../shared/domain/csv';
import { koreanDateTime } from '../../../../../shared/domain/korean-date-time';
import { CLAIM_REASON_LABELS } from '../../../domain/order-claim';
import type { Order } from '../../../domain/order';
import { STAFF_ORDER_QUERIES } from '../../ordering.di-tokens';
import type { ClaimFilter, StaffOrderQueriesPort } from '../../ports/staff-order-queries.port';
import { toOrderView } from '../../services/order-view';
import { toClaimRow } from '../../staff-order-response';

/** The console's words for the list's kinds and states (features/admin/orders/api/orders-types.ts). */
const KIND_LABELS: { readonly [kind: string]: string } = { cancel: '취소', return: '반품', exchange: '교환' };
const STATE_LABELS: { readonly [state: string]: string } = { pending: '처리 대기', approved: '승인', rejected: '거절', cancelled: '취소 완료' };

/** What the file shows of the members: the look is logged with these. */
export const CLAIM_EXPORT_FIELDS = ['orderer', 'reason', 'detail', 'note'];

const HEADER = ['구분', '주문번호', '회원번호', '주문자', '신청일시', '상태', '사유', '요청 내용', '결제금액', '환불금액', '처리일시', '처리 메모'];

function toCells(order: Order): (string | number | null)[] {
  const row = toClaimRow(order);
  // A cancel row carries no member's request (a cancel is the order's state), so its words stay empty.
  const claim = row.kind === 'cancel' ? null : toOrderView(order).claim;
  return [
    KIND_LABELS[row.kind] ?? row.kind,
    row.orderNumber,
    row.memberId,
    row.ordererName,
    koreanDateTime(new Date(row.requestedAt)),
    STATE_LABELS[row.state] ?? row.state,
    claim ? CLAIM_REASON_LABELS[claim.reason] : '',
    claim?.detail ?? '',
    row.totalPrice,
    row.refund,
    koreanDateTime(claim?.decidedAt ?? null),
    claim?.note ?? '',
  ];
}

/** GET /api/claims/export.csv: the cancel/return/exchange list as CSV; the look at members' names and words is logged first. */
@Injectable()
export class ExportClaimsService {
  constructor(
    @Inject(STAFF_ORDER_QUERIES) private readonly orders: StaffOrderQueriesPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(filter: ClaimFilter, by: StaffActor): Promise<string> {
    const orders = await this.orders.allClaims(filter, CSV_EXPORT_LIMIT);
    await this.activity.looked(by, { subjectType: 'order', subjectId: null, purpose: 'claims.export', fields: CLAIM_EXPORT_FIELDS });
    return toCsv(HEADER, orders.map(toCells));
  }
}
