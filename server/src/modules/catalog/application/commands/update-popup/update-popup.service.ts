import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { POPUP_REPOSITORY } from '../../../catalog.di-tokens';
import { MarketingFailures } from '../../../domain/marketing-failures';
import { type Popup, checkPopupDraft } from '../../../domain/popup';
import type { PopupRepositoryPort } from '../../ports/popup.repository.port';
import type { UpdatePopupRequest } from '../create-popup/popup-fields.request';

/** Staff edit a popup (PUT /api/popup): locked, written and audited in one unit of work. */
@Injectable()
export class UpdatePopupService {
  constructor(
    @Inject(POPUP_REPOSITORY) private readonly popups: PopupRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(fields: UpdatePopupRequest, by: StaffActor): Promise<Result<Popup>> {
    const draft = checkPopupDraft(fields);
    if (!draft.ok) return draft;
    return this.unitOfWork.run(async () => {
      const before = await this.popups.findByIdForUpdate(fields.id);
      if (!before) return MarketingFailures.popupNotFound();
      const popup: Popup = { id: before.id, ...draft.value };
      await this.popups.update(popup, this.clock.now());
      await this.activity.changed(by, { action: 'popup.update', targetType: 'popup', targetId: popup.id, before: { ...before }, after: { ...popup } });
      return ok(popup);
    });
  }
}
