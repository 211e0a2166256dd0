import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { OPTION_CATEGORY_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { optionCategoryNotFound } from '../../../domain/catalog.errors';
import { checkOptionCategory, type OptionCategoryInput } from '../../../domain/option-category-draft';
import type { OptionCategoryAdminRepositoryPort } from '../../ports/option-category-admin.repository.port';

/**
 * Staff edit an option category. Past orders keep their own copy of option names and prices; options in carts keep
 * their rows (retired, not deleted, when dropped). The row is locked, so two edits apply one after the other.
 */
@Injectable()
export class UpdateOptionCategoryService {
  constructor(
    @Inject(OPTION_CATEGORY_ADMIN_REPOSITORY) private readonly categories: OptionCategoryAdminRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(id: number, input: OptionCategoryInput, by: StaffActor): Promise<Result<{ id: number }>> {
    const draft = checkOptionCategory(input);
    if (!draft.ok) return draft;
    return this.unitOfWork.run(async () => {
      const before = await this.categories.lock(id);
      if (!before) return optionCategoryNotFound();
      await this.categories.replace(id, draft.value, this.clock.now());
      await this.activity.changed(by, { action: 'option.update', targetType: 'option_category', targetId: id, before: { ...before }, after: { ...draft.value } });
      return ok({ id });
    });
  }
}
