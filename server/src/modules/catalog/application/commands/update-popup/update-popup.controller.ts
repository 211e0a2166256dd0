import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { MarketingMessages } from '../../../domain/marketing-failures';
import { PopupResponse, toPopupResponse } from '../../responses/popup.response';
import { UpdatePopupRequest } from '../create-popup/popup-fields.request';
import { UpdatePopupService } from './update-popup.service';

@ApiTags('catalog')
@ApiSecurity('csrf')
@Controller('api')
export class UpdatePopupController {
  constructor(private readonly service: UpdatePopupService) {}

  @Put('popup')
  @PurgesPublicCache('marketing')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: edit a storefront popup (staff)' })
  @ApiEnvelope('dto', PopupResponse, { description: 'message 정상적으로 수정되었습니다.' })
  @ApiBadRequestResponse({ description: 'CATALOG.POPUP_FIELDS_MISSING, CATALOG.POPUP_DATES_REVERSED, CATALOG.LINK_INVALID, CATALOG.IMAGE_URL_INVALID' })
  @ApiNotFoundResponse({ description: 'CATALOG.POPUP_NOT_FOUND' })
  async update(@Body() body: UpdatePopupRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const popup = orThrow(await this.service.execute(body, staffActor(staff, request.ip)));
    return envelope('dto', toPopupResponse(popup), MarketingMessages.updated);
  }
}
