import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { ShippingAddressResponse, toShippingAddressResponse } from '../../shipping-address-response';
import { GetShippingAddressQuery } from './get-shipping-address.request';
import { GetShippingAddressService } from './get-shipping-address.service';

@ApiTags('address book')
@Controller('api')
export class GetShippingAddressController {
  constructor(private readonly service: GetShippingAddressService) {}

  @Get('shipment/adr_get.php')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'One of the member\'s addresses (the edit screen)',
    description: 'memId must be the session\'s member (403 otherwise). An addrId that is not one of their addresses is 404, another member\'s too: ids cannot be probed.',
  })
  @ApiEnvelope('address', ShippingAddressResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  @ApiNotFoundResponse({ description: 'MEMBERSHIP.ADDRESS_NOT_FOUND' })
  async get(@CurrentMember() member: AuthenticatedMember, @Query() query: GetShippingAddressQuery) {
    assertSameMember(member, query.memId);
    return envelope('address', toShippingAddressResponse(orThrow(await this.service.execute(member.id, query.addrId))));
  }
}
