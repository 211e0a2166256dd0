import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { mapPage, type Page, type PageRequest } from '../../../../../shared/domain/page';
import { STAFF_ORDER_QUERIES } from '../../ordering.di-tokens';
import type { StaffOrderFilter, StaffOrderQueriesPort, StaffOrderSortField } from '../../ports/staff-order-queries.port';
import { type StaffOrderRowResponse, toStaffOrderRow } from '../../staff-order-response';

/** The fields of the list that are personal data, as the access log records them. */
export const ORDER_LIST_FIELDS = ['orderer', 'email', 'request'];

/** GET /api/order (staff): every member's paid orders, searched and sorted; the look is recorded before the page leaves. */
@Injectable()
export class StaffListOrdersService {
  constructor(
    @Inject(STAFF_ORDER_QUERIES) private readonly orders: StaffOrderQueriesPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(
    filter: StaffOrderFilter,
    page: PageRequest,
    sort: { field: StaffOrderSortField; direction: 'asc' | 'desc' },
    by: StaffActor,
  ): Promise<Page<StaffOrderRowResponse>> {
    const found = await this.orders.page(filter, page, sort);
    await this.activity.looked(by, { subjectType: 'order', subjectId: null, purpose: 'orders.list', fields: ORDER_LIST_FIELDS });
    return mapPage(found, toStaffOrderRow);
  }
}
