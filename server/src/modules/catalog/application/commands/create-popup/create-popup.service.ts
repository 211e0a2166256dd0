import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { POPUP_REPOSITORY } from '../../../catalog.di-tokens';
import { type Popup, checkPopupDraft } from '../../../domain/popup';
import type { PopupRepositoryPort } from '../../ports/popup.repository.port';
import type { PopupFieldsRequest } from './popup-fields.request';

/** Staff add a storefront popup (POST /api/popup); row and audit record commit together. */
@Injectable()
export class CreatePopupService {
  constructor(
    @Inject(POPUP_REPOSITORY) private readonly popups: PopupRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(fields: PopupFieldsRequest, by: StaffActor): Promise<Result<Popup>> {
    const draft = checkPopupDraft(fields);
    if (!draft.ok) return draft;
    return this.unitOfWork.run(async () => {
      const popup = await this.popups.create(draft.value, this.clock.now());
      await this.activity.changed(by, { action: 'popup.create', targetType: 'popup', targetId: popup.id, before: null, after: { ...popup } });
      return ok(popup);
    });
  }
}
