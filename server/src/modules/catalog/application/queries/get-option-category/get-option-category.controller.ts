import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { RowIdParam } from '../../requests/row-id.param';
import { OptionCategoryResponse, toOptionCategoryResponse } from '../../responses/goods-detail.response';
import { GetOptionCategoryService } from './get-option-category.service';

@ApiTags('backoffice-catalog')
@Controller('api')
export class GetOptionCategoryController {
  constructor(private readonly service: GetOptionCategoryService) {}

  @Get('opt/category/:id')
  @StaffAccess({ scope: 'catalog:read' })
  @ApiOperation({ summary: 'Back office: one option category' })
  @ApiEnvelope('dto', OptionCategoryResponse)
  @ApiNotFoundResponse({ description: 'CATALOG.OPTION_CATEGORY_NOT_FOUND' })
  async get(@Param() params: RowIdParam) {
    return envelope('dto', toOptionCategoryResponse(orThrow(await this.service.execute(params.id))));
  }
}
