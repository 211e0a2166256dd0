import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { fail } from '../../../../../shared/domain/result';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { SavedIdResponse } from '../../responses/saved-id.response';
import { UpdateOptionCategoryRequest } from './update-option-category.request';
import { UpdateOptionCategoryService } from './update-option-category.service';

@ApiTags('backoffice-catalog')
@ApiSecurity('csrf')
@Controller('api')
export class UpdateOptionCategoryController {
  constructor(private readonly service: UpdateOptionCategoryService) {}

  @Put('opt/category')
  @PurgesPublicCache('catalog')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: edit an option category', description: 'Options dropped are retired (past orders and carts keep them); kept names keep their id.' })
  @ApiEnvelope('dto', SavedIdResponse, { description: 'message 정상적으로 수정되었습니다.' })
  @ApiBadRequestResponse({ description: 'CATALOG.OPTION_CATEGORY_INVALID' })
  @ApiNotFoundResponse({ description: 'CATALOG.OPTION_CATEGORY_NOT_FOUND' })
  async update(@Body() body: UpdateOptionCategoryRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const id = body.id ?? body.optCategoryId;
    if (!id) orThrow(fail('invalid', 'CATALOG.OPTION_CATEGORY_INVALID', '옵션 카테고리 번호가 올바르지 않습니다.'));
    const saved = orThrow(
      await this.service.execute(
        Number(id),
        { categoryName: body.categoryName, requireYn: body.requireYn ?? 'N', optNames: body.optName, prices: body.price, textRules: body.optText ?? undefined },
        staffActor(staff, request.ip),
      ),
    );
    return envelope('dto', saved, '정상적으로 수정되었습니다.');
  }
}
