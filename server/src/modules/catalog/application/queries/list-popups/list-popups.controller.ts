import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { sortedPageQueryRequest } from '../../../../../shared/http/validation/sorted-page-query.request';
import { POPUP_REPOSITORY } from '../../../catalog.di-tokens';
import { POPUP_SORT_FIELDS, type PopupRepositoryPort } from '../../ports/popup.repository.port';
import { PopupResponse, toPopupResponse } from '../../responses/popup.response';

export class ListPopupsRequest extends sortedPageQueryRequest({
  defaultSize: 10,
  items: 'popups',
  fields: POPUP_SORT_FIELDS,
  defaultSort: { field: 'id', direction: 'desc' },
}) {}

@ApiTags('catalog')
@Controller('api')
export class ListPopupsController {
  constructor(@Inject(POPUP_REPOSITORY) private readonly popups: PopupRepositoryPort) {}

  @Get('popup')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: storefront popups, paged and sorted (staff)' })
  @ApiEnvelope('dto', PopupResponse, { paged: true })
  async list(@Query() query: ListPopupsRequest) {
    const page = await this.popups.page(query.toPageRequest(), query.toSortOrder());
    return envelope('dto', mapPage(page, toPopupResponse));
  }
}
