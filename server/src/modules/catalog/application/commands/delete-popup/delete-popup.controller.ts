import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { done } from '../../../../../shared/http/envelope';
import { MarketingMessages } from '../../../domain/marketing-failures';
import { PopupIdPathRequest } from '../../queries/get-popup/get-popup.controller';
import { DeletePopupService } from './delete-popup.service';

@ApiTags('catalog')
@ApiSecurity('csrf')
@Controller('api')
export class DeletePopupController {
  constructor(private readonly service: DeletePopupService) {}

  @Delete('popup/:id')
  @PurgesPublicCache('marketing')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: delete a storefront popup (staff)' })
  @ApiDone(MarketingMessages.deleted)
  @ApiNotFoundResponse({ description: 'CATALOG.POPUP_NOT_FOUND' })
  async remove(@Param() params: PopupIdPathRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    orThrow(await this.service.execute(params.id, staffActor(staff, request.ip)));
    return done(MarketingMessages.deleted);
  }
}
