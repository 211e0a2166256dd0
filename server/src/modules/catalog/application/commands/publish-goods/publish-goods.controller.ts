import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
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
import { PublishGoodsService } from './publish-goods.service';

@ApiTags('backoffice-catalog')
@ApiSecurity('csrf')
@Controller('api')
export class PublishGoodsController {
  constructor(private readonly service: PublishGoodsService) {}

  @Post('goods/:id/publish')
  @PurgesPublicCache('catalog')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: publish (게시) a draft or hidden goods item', description: 'Its status becomes ON_SALE: the storefront lists it and the checkout sells it.' })
  @ApiEnvelope('dto', SavedIdResponse, { description: 'message 게시되었습니다.' })
  @ApiNotFoundResponse({ description: 'CATALOG.GOODS_NOT_FOUND (unknown or deleted)' })
  @ApiConflictResponse({ description: 'CATALOG.GOODS_PUBLISHED_ALREADY (on sale or sold out)' })
  async publish(@Param() params: RowIdParam, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    return envelope('dto', orThrow(await this.service.execute(params.id, staffActor(staff, request.ip))), '게시되었습니다.');
  }
}
