import { Inject, Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../../shared/domain/result';
import { OPTION_CATEGORY_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { optionCategoryNotFound } from '../../../domain/catalog.errors';
import type { OptionCategory } from '../../../domain/option-category';
import type { OptionCategoryAdminRepositoryPort } from '../../ports/option-category-admin.repository.port';

/** One option category with its current options. */
@Injectable()
export class GetOptionCategoryService {
  constructor(@Inject(OPTION_CATEGORY_ADMIN_REPOSITORY) private readonly categories: OptionCategoryAdminRepositoryPort) {}

  async execute(id: number): Promise<Result<OptionCategory>> {
    const category = await this.categories.find(id);
    return category ? ok(category) : optionCategoryNotFound();
  }
}
