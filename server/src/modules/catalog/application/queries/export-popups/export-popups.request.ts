import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { POPUP_SORT_FIELDS, type PopupSort, type PopupSortField } from '../../ports/popup.repository.port';

const SORT_MESSAGE = `sort는 "${POPUP_SORT_FIELDS.join('|')},asc|desc" 형식이어야 합니다.`;

/** The popup list's sort (GET /api/popup), without paging: the export takes up to CSV_EXPORT_LIMIT rows. */
export class ExportPopupsRequest {
  @ApiPropertyOptional({ description: `field,direction; fields: ${POPUP_SORT_FIELDS.join(', ')}`, example: 'id,desc' })
  @IsOptional()
  @IsString({ message: SORT_MESSAGE })
  @Matches(new RegExp(`^(${POPUP_SORT_FIELDS.join('|')}),(asc|desc)$`), { message: SORT_MESSAGE })
  sort?: string;

  toSort(): PopupSort {
    if (!this.sort) return { field: 'id', direction: 'desc' };
    const [field, direction] = this.sort.split(',');
    return { field: field as PopupSortField, direction: direction as 'asc' | 'desc' };
  }
}
