import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { RowIdParam } from '../../requests/row-id.param';
import { AdminGoodsResponse, toAdminGoodsResponse } from '../../responses/admin-goods.response';
import { GetGoodsForEditService } from './get-goods-for-edit.service';

@ApiTags('backoffice-catalog')
@Controller('api')
export class GetGoodsForEditController {
  constructor(private readonly service: GetGoodsForEditService) {}

  @Get('goods/admin/:id')
  @StaffAccess({ scope: 'catalog:read' })
  @ApiOperation({ summary: 'Back office: one goods item with every field of its form (hidden ones too)' })
  @ApiEnvelope('dto', AdminGoodsResponse)
  @ApiNotFoundResponse({ description: 'CATALOG.GOODS_NOT_FOUND' })
  async get(@Param() params: RowIdParam) {
    return envelope('dto', toAdminGoodsResponse(orThrow(await this.service.execute(params.id))));
  }
}
