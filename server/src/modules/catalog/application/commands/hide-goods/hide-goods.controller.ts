import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { RowIdParam } from '../../requests/row-id.param';
import { SavedIdResponse } from '../../responses/saved-id.response';
import { HideGoodsService } from './hide-goods.service';

@ApiTags('backoffice-catalog')
@ApiSecurity('csrf')
@Controller('api')
export class HideGoodsController {
  constructor(private readonly service: HideGoodsService) {}

  @Delete('goods/:id')
  @PurgesPublicCache('catalog', 'reviews')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: delete (hide) a goods item', description: 'The storefront stops offering it; past orders still show it.' })
  @ApiEnvelope('dto', SavedIdResponse, { description: 'message 정상적으로 삭제되었습니다.' })
  @ApiNotFoundResponse({ description: 'CATALOG.GOODS_NOT_FOUND' })
  async hide(@Param() params: RowIdParam, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    return envelope('dto', orThrow(await this.service.execute(params.id, staffActor(staff, request.ip))), '정상적으로 삭제되었습니다.');
  }
}
