import { Inject, Injectable } from '@nestjs/common';
import { OPTION_CATEGORY_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import type { OptionCategory } from '../../../domain/option-category';
import type { OptionCategoryAdminRepositoryPort } from '../../ports/option-category-admin.repository.port';

/** Every option category with its current options, newest first (the back office's list and the goods form). */
@Injectable()
export class ListOptionCategoriesService {
  constructor(@Inject(OPTION_CATEGORY_ADMIN_REPOSITORY) private readonly categories: OptionCategoryAdminRepositoryPort) {}

  execute(): Promise<OptionCategory[]> {
    return this.categories.list();
  }
}
