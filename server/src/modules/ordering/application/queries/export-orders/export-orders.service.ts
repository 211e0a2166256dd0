import { Inject, Injectable } from '@nestjs/common';
import { isTestOrder } from '../../../domain/test-order';
import { lineSummary } from '../../../../../shared/domain/line-option-label';
import { koreanDateTime } from '../../../../../shared/domain/korean-date-time';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { type CourierCsvRow, courierCsv, STAFF_STATUS_LABELS } from '../../../domain/courier-csv';
import type { Order } from '../../../domain/order';
import { STAFF_ORDER_QUERIES } from '../../ordering.di-tokens';
import type { StaffOrderFilter, StaffOrderQueriesPort } from '../../ports/staff-order-queries.port';

/** One file holds at most this many orders (a day's parcels are far fewer); narrow the period for more. */
export const EXPORT_MAX_ORDERS = 5000;

function toRow(order: Order): CourierCsvRow {
  const state = order.snapshot();
  return {
    orderNumber: state.orderNumber,
    created: koreanDateTime(state.created),
    recipient: state.shipping.recipient,
    phone: state.shipping.phone,
    zipCode: state.shipping.zipCode,
    address: state.shipping.address,
    adrDetail: state.shipping.adrDetail,
    request: state.shipping.request,
    // What to make: every option with its surcharge and the engraving text (shared/domain/line-option-label.ts).
    lines: state.lines.map(lineSummary).join(' / '),
    totalPrice: state.totalPrice,
    status: STAFF_STATUS_LABELS[state.status] ?? state.status,
    test: isTestOrder(state),
  };
}

/** GET /api/order/export.csv: the courier's sheet; the look at every recipient's address is recorded first. */
@Injectable()
export class ExportOrdersService {
  constructor(
    @Inject(STAFF_ORDER_QUERIES) private readonly orders: StaffOrderQueriesPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(filter: StaffOrderFilter, by: StaffActor): Promise<string> {
    const orders = await this.orders.forExport(filter, EXPORT_MAX_ORDERS);
    await this.activity.looked(by, { subjectType: 'order', subjectId: null, purpose: 'orders.export', fields: ['recipient', 'phone', 'address', 'request'] });
    return courierCsv(orders.map(toRow));
  }
}
