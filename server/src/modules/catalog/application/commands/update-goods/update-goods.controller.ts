import { Controller, Param, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { AcceptsMultipart } from '../../../../../shared/http/body/accepts-multipart.decorator';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { GoodsFormMultipart } from '../../requests/goods-form.request';
import { readGoodsForm } from '../../requests/read-goods-form';
import { RowIdParam } from '../../requests/row-id.param';
import { SavedIdResponse } from '../../responses/saved-id.response';
import { UpdateGoodsService } from './update-goods.service';

@ApiTags('backoffice-catalog')
@ApiSecurity('csrf')
@Controller('api')
export class UpdateGoodsController {
  constructor(private readonly service: UpdateGoodsService) {}

  @Put('goods/:id')
  @PurgesPublicCache('catalog')
  @StaffAccess()
  @AcceptsMultipart('goods images (back office)')
  @ApiOperation({ summary: 'Back office: edit a goods item', description: 'thumb replaces the thumbnail; deleteImg removes extra images; kept and new extras must be 2–8.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: GoodsFormMultipart })
  @ApiEnvelope('dto', SavedIdResponse, { description: 'message 정상적으로 수정되었습니다.' })
  @ApiBadRequestResponse({ description: 'field rules, CATALOG.GOODS_INVALID, CATALOG.GOODS_IMAGE_REJECTED' })
  @ApiNotFoundResponse({ description: 'CATALOG.GOODS_NOT_FOUND' })
  @ApiPayloadTooLargeResponse({ description: 'COMMON.FILE_TOO_LARGE (over 10 MB)' })
  async update(@Param() params: RowIdParam, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const form = await readGoodsForm(request);
    const saved = orThrow(await this.service.execute({ id: params.id, ...form }, staffActor(staff, request.ip)));
    return envelope('dto', saved, '정상적으로 수정되었습니다.');
  }
}
