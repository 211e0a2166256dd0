import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { OptionCategoryResponse, toOptionCategoryResponse } from '../../responses/goods-detail.response';
import { ListOptionCategoriesService } from './list-option-categories.service';

@ApiTags('backoffice-catalog')
@Controller('api')
export class ListOptionCategoriesController {
  constructor(private readonly service: ListOptionCategoriesService) {}

  @Get('opt/category')
  @StaffAccess({ scope: 'catalog:read' })
  @ApiOperation({ summary: 'Back office: every option category with its options' })
  @ApiEnvelope('dto', OptionCategoryResponse, { isArray: true })
  async list() {
    return envelope('dto', (await this.service.execute()).map(toOptionCategoryResponse));
  }
}
