import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { checkStaffMemo, type StaffMemo } from '../../../domain/staff-memo';
import { ORDER_STAFF_MEMOS } from '../../ordering.di-tokens';
import type { OrderStaffMemoPort } from '../../ports/order-staff-memo.port';

/**
 * PUT /api/order/{orderId}/memo: staff write the order's memo (trimmed; empty clears it). One unit of work with the
 * order held, the memo written and the audit entry (order.memo, the text before and after); an unknown order: 404.
 */
@Injectable()
export class EditStaffMemoService {
  constructor(
    @Inject(ORDER_STAFF_MEMOS) private readonly memos: OrderStaffMemoPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(orderId: number, text: string, by: StaffActor): Promise<Result<StaffMemo>> {
    return this.unitOfWork.run(async () => {
      const checked = checkStaffMemo(text);
      if (!checked.ok) return checked;
      const locked = await this.memos.lockFor(orderId);
      if (!locked.found) return OrderingFailures.orderNotFound();
      const memo: StaffMemo = { text: checked.value, updatedAt: this.clock.now(), updatedById: by.adminId, updatedBy: by.actor };
      await this.memos.save(orderId, memo);
      await this.activity.changed(by, {
        action: 'order.memo',
        targetType: 'order',
        targetId: orderId,
        before: { memo: locked.memo?.text ?? null },
        after: { memo: memo.text },
      });
      return ok(memo);
    });
  }
}
