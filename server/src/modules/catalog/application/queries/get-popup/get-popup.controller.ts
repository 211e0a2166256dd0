import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { POPUP_REPOSITORY } from '../../../catalog.di-tokens';
import { MarketingFailures } from '../../../domain/marketing-failures';
import type { PopupRepositoryPort } from '../../ports/popup.repository.port';
import { PopupResponse, toPopupResponse } from '../../responses/popup.response';
import { ok } from '../../../../../shared/domain/result';

/** `/api/popup/{id}` */
export class PopupIdPathRequest {
  @IsRowId('id')
  id!: number;
}

@ApiTags('catalog')
@Controller('api')
export class GetPopupController {
  constructor(@Inject(POPUP_REPOSITORY) private readonly popups: PopupRepositoryPort) {}

  @Get('popup/:id')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: one storefront popup (staff)' })
  @ApiEnvelope('dto', PopupResponse)
  @ApiNotFoundResponse({ description: 'CATALOG.POPUP_NOT_FOUND' })
  async popup(@Param() params: PopupIdPathRequest) {
    const popup = await this.popups.findById(params.id);
    return envelope('dto', toPopupResponse(orThrow(popup ? ok(popup) : MarketingFailures.popupNotFound())));
  }
}
