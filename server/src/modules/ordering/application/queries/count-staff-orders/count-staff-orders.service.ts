import { Inject, Injectable } from '@nestjs/common';
import type { StaffOrderTabCounts } from '../../../domain/staff-order-tabs';
import { STAFF_ORDER_QUERIES } from '../../ordering.di-tokens';
import type { StaffOrderFilter, StaffOrderQueriesPort } from '../../ports/staff-order-queries.port';

/**
 * GET /api/order/tab-counts (staff): the tabs' counts of /admin/payment under the list's other filters, in one query.
 * Counts show no one's data, so nothing is written to the access log.
 */
@Injectable()
export class CountStaffOrdersService {
  constructor(@Inject(STAFF_ORDER_QUERIES) private readonly orders: StaffOrderQueriesPort) {}

  execute(filter: StaffOrderFilter): Promise<StaffOrderTabCounts> {
    return this.orders.tabCounts({ ...filter, tab: undefined });
  }
}
