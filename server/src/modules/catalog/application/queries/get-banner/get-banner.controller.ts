import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { BannerResponse, toBannerResponse } from '../../responses/banner.response';
import { BannerIdPathRequest } from './get-banner.request';
import { GetBannerService } from './get-banner.service';

@ApiTags('catalog')
@Controller('api')
export class GetBannerController {
  constructor(private readonly getBanner: GetBannerService) {}

  @Get('banner/:id')
  @StaffAccess({ scope: 'catalog:read' })
  @ApiOperation({ summary: 'Back office: one banner (staff, or a token with catalog:read)' })
  @ApiEnvelope('dto', BannerResponse)
  @ApiNotFoundResponse({ description: 'result 4040, code CATALOG.BANNER_NOT_FOUND' })
  async banner(@Param() params: BannerIdPathRequest) {
    const banner = orThrow(await this.getBanner.execute(params.id));
    return envelope('dto', toBannerResponse(banner));
  }
}
