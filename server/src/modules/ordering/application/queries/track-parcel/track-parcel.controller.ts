import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { OrderIdPathRequest } from '../get-order/get-order.request';
import { ParcelTrackingResponse } from './parcel-tracking.response';
import { TrackParcelService } from './track-parcel.service';

@ApiTags('ordering')
@Controller('api')
export class TrackParcelController {
  constructor(private readonly service: TrackParcelService) {}

  @Get('order/one/:orderId/tracking')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: "Where the parcel of one of the member's own shipping or delivered orders is (My Page's tracking popup)",
    description: "The carrier, the tracking number, the carrier's own tracking page, and the tracking service's events when one is configured.",
  })
  @ApiEnvelope('dto', ParcelTrackingResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: "ORDERING.TRACKING_NOT_FOUND: 잘못된 경로입니다. (another member's order, a missing one, or one not shipped yet)" })
  @ApiServiceUnavailableResponse({ description: 'ORDERING.PARCEL_TRACKING_UNAVAILABLE: the tracking service could not answer' })
  async track(@CurrentMember() member: AuthenticatedMember, @Param() params: OrderIdPathRequest) {
    return envelope('dto', orThrow(await this.service.execute(member.id, params.orderId)));
  }
}
