import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { PublicCache } from '../../../../../shared/http/caching/public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { BannerResponse, toBannerResponse } from '../../responses/banner.response';
import { ListBannersService } from './list-banners.service';

@ApiTags('catalog')
@Controller('api')
export class ListBannersController {
  constructor(private readonly listBanners: ListBannersService) {}

  @Get('banner.php')
  @PublicCache('marketing')
  @ApiOperation({ summary: 'Home banners in display order' })
  @ApiEnvelope('dto', BannerResponse, { isArray: true })
  storefront() {
    return this.list();
  }

  @Get('banner')
  @StaffAccess({ scope: 'catalog:read' })
  @ApiOperation({ summary: 'Back office: every banner in display order (staff, or a token with catalog:read)' })
  @ApiEnvelope('dto', BannerResponse, { isArray: true })
  backOffice() {
    return this.list();
  }

  private async list() {
    const banners = await this.listBanners.execute();
    return envelope('dto', banners.map(toBannerResponse));
  }
}
