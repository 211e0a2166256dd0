import { Inject, Injectable } from '@nestjs/common';
import { CSV_EXPORT_LIMIT } from '../../../../../shared/domain/csv';
import { POPUP_REPOSITORY } from '../../../catalog.di-tokens';
import { popupsCsv } from '../../../domain/popup-csv';
import type { PopupRepositoryPort, PopupSort } from '../../ports/popup.repository.port';

/** GET /api/popup/export.csv: the popups in the list's sort, up to CSV_EXPORT_LIMIT rows. */
@Injectable()
export class ExportPopupsService {
  constructor(@Inject(POPUP_REPOSITORY) private readonly popups: PopupRepositoryPort) {}

  async execute(sort: PopupSort): Promise<string> {
    return popupsCsv(await this.popups.all(sort, CSV_EXPORT_LIMIT));
  }
}
