import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { POPUP_REPOSITORY } from '../../../catalog.di-tokens';
import { MarketingFailures } from '../../../domain/marketing-failures';
import type { PopupRepositoryPort } from '../../ports/popup.repository.port';

/** Staff delete a popup (DELETE /api/popup/{id}); the audit record keeps what it was. */
@Injectable()
export class DeletePopupService {
  constructor(
    @Inject(POPUP_REPOSITORY) private readonly popups: PopupRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  execute(id: number, by: StaffActor): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const before = await this.popups.findByIdForUpdate(id);
      if (!before) return MarketingFailures.popupNotFound();
      await this.popups.delete(id);
      await this.activity.changed(by, { action: 'popup.delete', targetType: 'popup', targetId: id, before: { ...before }, after: null });
      return ok(undefined);
    });
  }
}
