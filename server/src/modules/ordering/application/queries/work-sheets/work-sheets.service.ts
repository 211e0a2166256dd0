import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { koreaDay } from '../../../domain/korea-calendar';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { PRODUCTION_BOARD_QUERIES } from '../../ordering.di-tokens';
import type { ProductionBoardQueriesPort } from '../../ports/production-board-queries.port';
import { type ProductionOrderResponse, toProductionOrder } from '../../production-board-response';
import { BOARD_FIELDS } from '../production-board/production-board.service';

/**
 * GET /api/production/sheets (staff): the work sheets (작업지시서) of paid orders, one per order, in the order asked
 * for (the board's selection, or one order from its detail). An id that is unknown or was never paid refuses the
 * whole request (404); each printed order's look is access-logged.
 */
@Injectable()
export class WorkSheetsService {
  constructor(
    @Inject(PRODUCTION_BOARD_QUERIES) private readonly board: ProductionBoardQueriesPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(orderIds: readonly number[], by: StaffActor): Promise<Result<ProductionOrderResponse[]>> {
    const found = new Map((await this.board.byIds(orderIds)).map((order) => [order.id, order]));
    const orders = orderIds.map((id) => found.get(id));
    if (orders.some((order) => !order || order.snapshot().payments.length === 0)) return OrderingFailures.orderNotFound();
    const today = koreaDay(this.clock.now());
    for (const id of orderIds) await this.activity.looked(by, { subjectType: 'order', subjectId: id, purpose: 'production.sheets', fields: BOARD_FIELDS });
    return ok(orders.map((order) => toProductionOrder(order!, today, (key) => this.storage.url(key))));
  }
}
