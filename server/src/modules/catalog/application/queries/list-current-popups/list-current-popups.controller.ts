import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { PublicCache } from '../../../../../shared/http/caching/public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { PopupResponse, toPopupResponse } from '../../responses/popup.response';
import { ListCurrentPopupsService } from './list-current-popups.service';

@ApiTags('catalog')
@Controller('api')
export class ListCurrentPopupsController {
  constructor(private readonly service: ListCurrentPopupsService) {}

  @Get('popup.php')
  @PublicCache('marketing')
  @ApiOperation({ summary: "Storefront: the home page's popups now (in use, today in Korea within their dates)" })
  @ApiEnvelope('dto', PopupResponse, { isArray: true })
  async current() {
    return envelope('dto', (await this.service.execute()).map(toPopupResponse));
  }
}
