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
import { OptionCategoryRequest } from '../../requests/option-category.request';
import { SavedIdResponse } from '../../responses/saved-id.response';
import { CreateOptionCategoryService } from './create-option-category.service';

@ApiTags('backoffice-catalog')
@ApiSecurity('csrf')
@Controller('api')
export class CreateOptionCategoryController {
  constructor(private readonly service: CreateOptionCategoryService) {}

  @Post('opt/category')
  @PurgesPublicCache('catalog')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: add an option category', description: 'optName and price: arrays or comma-separated strings, as many prices as names.' })
  @ApiEnvelope('dto', SavedIdResponse, { description: 'message 등록되었습니다.' })
  @ApiBadRequestResponse({ description: 'CATALOG.OPTION_CATEGORY_INVALID (e.g. 옵션명과 가격의 개수가 같아야 합니다.)' })
  async create(@Body() body: OptionCategoryRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const saved = orThrow(
      await this.service.execute({ categoryName: body.categoryName, requireYn: body.requireYn ?? 'N', optNames: body.optName, prices: body.price, textRules: body.optText ?? undefined }, staffActor(staff, request.ip)),
    );
    return envelope('dto', saved, '등록되었습니다.');
  }
}
