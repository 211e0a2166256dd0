import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { mapPage, type Page, type PageRequest } from '../../../../../shared/domain/page';
import { STAFF_ORDER_QUERIES } from '../../ordering.di-tokens';
import type { ClaimFilter, StaffOrderQueriesPort } from '../../ports/staff-order-queries.port';
import { type ClaimRowResponse, toClaimRow } from '../../staff-order-response';

/** GET /api/claims: cancels, returns and exchanges, open ones first; the orderer's name shown is access-logged. */
@Injectable()
export class ListClaimsService {
  constructor(
    @Inject(STAFF_ORDER_QUERIES) private readonly orders: StaffOrderQueriesPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(filter: ClaimFilter, page: PageRequest, by: StaffActor): Promise<Page<ClaimRowResponse>> {
    const found = await this.orders.claims(filter, page);
    await this.activity.looked(by, { subjectType: 'order', subjectId: null, purpose: 'claims.list', fields: ['orderer'] });
    return mapPage(found, toClaimRow);
  }
}
