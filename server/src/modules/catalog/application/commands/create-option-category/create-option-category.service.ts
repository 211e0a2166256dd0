import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { OPTION_CATEGORY_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { checkOptionCategory, type OptionCategoryInput } from '../../../domain/option-category-draft';
import type { OptionCategoryAdminRepositoryPort } from '../../ports/option-category-admin.repository.port';

/** Staff add an option category with its options; the category and its audit record commit together. */
@Injectable()
export class CreateOptionCategoryService {
  constructor(
    @Inject(OPTION_CATEGORY_ADMIN_REPOSITORY) private readonly categories: OptionCategoryAdminRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(input: OptionCategoryInput, by: StaffActor): Promise<Result<{ id: number }>> {
    const draft = checkOptionCategory(input);
    if (!draft.ok) return draft;
    return this.unitOfWork.run(async () => {
      const id = await this.categories.insert(draft.value);
      await this.activity.changed(by, { action: 'option.create', targetType: 'option_category', targetId: id, before: null, after: { ...draft.value } });
      return ok({ id });
    });
  }
}
