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
import { BannerResponse, toBannerResponse } from '../../responses/banner.response';
import { EditBannerRequest } from './edit-banner.request';
import { EditBannerService } from './edit-banner.service';

@ApiTags('catalog')
@ApiSecurity('csrf')
@Controller('api')
export class EditBannerController {
  constructor(private readonly service: EditBannerService) {}

  @Put('banner')
  @PurgesPublicCache('marketing')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: edit a home banner (staff)', description: 'img, url and txt1 required (모두 입력해주세요.); txt2 optional.' })
  @ApiEnvelope('dto', BannerResponse, { description: 'message 정상적으로 수정되었습니다.' })
  @ApiBadRequestResponse({ description: 'CATALOG.BANNER_FIELDS_MISSING (모두 입력해주세요.), CATALOG.LINK_INVALID, CATALOG.IMAGE_URL_INVALID' })
  @ApiNotFoundResponse({ description: 'CATALOG.BANNER_NOT_FOUND' })
  async edit(@Body() body: EditBannerRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const banner = orThrow(await this.service.execute(body, staffActor(staff, request.ip)));
    return envelope('dto', toBannerResponse(banner), MarketingMessages.updated);
  }
}
