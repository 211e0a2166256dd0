import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOperation, ApiPayloadTooLargeResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
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
import { SavedIdResponse } from '../../responses/saved-id.response';
import { CreateGoodsService } from './create-goods.service';

@ApiTags('backoffice-catalog')
@ApiSecurity('csrf')
@Controller('api')
export class CreateGoodsController {
  constructor(private readonly service: CreateGoodsService) {}

  @Post('goods/post')
  @PurgesPublicCache('catalog')
  @HttpCode(200)
  @StaffAccess()
  @AcceptsMultipart('goods images (back office)')
  @ApiOperation({ summary: 'Back office: add a goods item', description: 'A thumbnail and 2–8 extra images, each PNG, JPEG, WebP or SVG by content, stored as WebP.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: GoodsFormMultipart })
  @ApiEnvelope('dto', SavedIdResponse, { description: 'message 등록되었습니다.' })
  @ApiBadRequestResponse({ description: 'field rules, CATALOG.GOODS_INVALID (images missing or too many), CATALOG.GOODS_IMAGE_REJECTED' })
  @ApiPayloadTooLargeResponse({ description: 'COMMON.FILE_TOO_LARGE (over 10 MB)' })
  async create(@CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const form = await readGoodsForm(request);
    const saved = orThrow(
      await this.service.execute({ fields: form.fields, optionCategoryIds: form.optionCategoryIds, thumb: form.thumb, extras: form.extras }, staffActor(staff, request.ip)),
    );
    return envelope('dto', saved, '등록되었습니다.');
  }
}
