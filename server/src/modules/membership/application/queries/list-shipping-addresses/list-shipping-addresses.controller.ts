import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { mapPage } from '../../../../../shared/domain/page';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ShippingAddressResponse, toShippingAddressResponse } from '../../shipping-address-response';
import { ListShippingAddressesQuery } from './list-shipping-addresses.request';
import { ListShippingAddressesService } from './list-shipping-addresses.service';

@ApiTags('address book')
@Controller('api')
export class ListShippingAddressesController {
  constructor(private readonly service: ListShippingAddressesService) {}

  @Get('shipment/adr.php')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({ summary: 'A page of the member\'s address book', description: 'id must be the session\'s member (403 otherwise). The base address first, then the newest.' })
  @ApiEnvelope('list', ShippingAddressResponse, { paged: true })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async list(@CurrentMember() member: AuthenticatedMember, @Query() query: ListShippingAddressesQuery) {
    assertSameMember(member, query.id);
    const page = await this.service.execute(member.id, query.toPageRequest());
    return envelope('list', mapPage(page, toShippingAddressResponse));
  }
}
