import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
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
import { CreatePopupService } from './create-popup.service';
import { PopupFieldsRequest } from './popup-fields.request';

@ApiTags('catalog')
@ApiSecurity('csrf')
@Controller('api')
export class CreatePopupController {
  constructor(private readonly service: CreatePopupService) {}

  @Post('popup')
  @PurgesPublicCache('marketing')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: add a storefront popup (staff)' })
  @ApiEnvelope('dto', PopupResponse, { description: 'message 정상적으로 등록되었습니다.' })
  @ApiBadRequestResponse({ description: 'CATALOG.POPUP_FIELDS_MISSING, CATALOG.POPUP_DATES_REVERSED, CATALOG.LINK_INVALID, CATALOG.IMAGE_URL_INVALID' })
  async create(@Body() body: PopupFieldsRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const popup = orThrow(await this.service.execute(body, staffActor(staff, request.ip)));
    return envelope('dto', toPopupResponse(popup), MarketingMessages.registered);
  }
}
