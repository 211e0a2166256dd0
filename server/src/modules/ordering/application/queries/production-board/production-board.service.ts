import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { koreaDay } from '../../../domain/korea-calendar';
import type { ProductionStage } from '../../../domain/production-stage';
import { PRODUCTION_BOARD_QUERIES } from '../../ordering.di-tokens';
import type { ProductionBoardQueriesPort } from '../../ports/production-board-queries.port';
import { type ProductionBoardResponse, toProductionOrder, toStageCounts } from '../../production-board-response';

/** The most orders the board answers at once; a workshop's week is well below it, and `truncated` says when not. */
export const BOARD_LIMIT = 200;

/** What of the board is personal data, as the access log records it. */
export const BOARD_FIELDS = ['orderer', 'recipient', 'phone', 'address', 'request'];

/**
 * GET /api/production (staff): the workshop's board, the paid made-to-order orders still being made, each with its
 * stage, dispatch days and whether it is overdue (Korea's today, from the clock); the look is access-logged.
 */
@Injectable()
export class ProductionBoardService {
  constructor(
    @Inject(PRODUCTION_BOARD_QUERIES) private readonly board: ProductionBoardQueriesPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(filter: { stage?: ProductionStage; overdue: boolean }, by: StaffActor): Promise<ProductionBoardResponse> {
    const today = koreaDay(this.clock.now());
    const [orders, counts] = await Promise.all([
      this.board.onBoard({ stage: filter.stage, dueBefore: filter.overdue ? today : undefined }, BOARD_LIMIT + 1),
      this.board.counts(today),
    ]);
    await this.activity.looked(by, { subjectType: 'order', subjectId: null, purpose: 'production.board', fields: BOARD_FIELDS });
    return {
      today,
      stages: toStageCounts(counts.byStage),
      overdue: counts.overdue,
      orders: orders.slice(0, BOARD_LIMIT).map((order) => toProductionOrder(order, today, (key) => this.storage.url(key))),
      truncated: orders.length > BOARD_LIMIT,
    };
  }
}
