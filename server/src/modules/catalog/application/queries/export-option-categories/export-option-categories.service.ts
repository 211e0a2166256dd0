import { Inject, Injectable } from '@nestjs/common';
import { CSV_EXPORT_LIMIT } from '../../../../../shared/domain/csv';
import { OPTION_CATEGORY_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { optionCategoriesCsv } from '../../../domain/option-category-csv';
import type { OptionCategoryAdminRepositoryPort } from '../../ports/option-category-admin.repository.port';

/** GET /api/opt/category/export.csv: the option categories, newest first like the list, one line per option. */
@Injectable()
export class ExportOptionCategoriesService {
  constructor(@Inject(OPTION_CATEGORY_ADMIN_REPOSITORY) private readonly categories: OptionCategoryAdminRepositoryPort) {}

  async execute(): Promise<string> {
    return optionCategoriesCsv(await this.categories.list(CSV_EXPORT_LIMIT));
  }
}
