import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiForbiddenResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse, getSchemaPath } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { AddressBookMessages } from '../../../domain/address-book-failures';
import { ShippingAddressResponse, toShippingAddressResponse } from '../../shipping-address-response';
import { GetBaseAddressQuery } from './get-base-address.request';
import { GetBaseAddressService } from './get-base-address.service';

@ApiTags('address book')
@Controller('api')
export class GetBaseAddressController {
  constructor(private readonly service: GetBaseAddressService) {}

  @Get('shipment/adr_base.php')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'The member\'s base address',
    description:
      'memId must be the session\'s member (403 otherwise). A member without addresses has no base: dto is null with result 0000 ' +
      `and the message "${AddressBookMessages.noBaseAddress}" (not a 404: an empty book is a normal state the checkout form starts from).`,
  })
  @ApiExtraModels(ShippingAddressResponse)
  @ApiEnvelope('dto', { nullable: true, allOf: [{ $ref: getSchemaPath(ShippingAddressResponse) }] })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async get(@CurrentMember() member: AuthenticatedMember, @Query() query: GetBaseAddressQuery) {
    assertSameMember(member, query.memId);
    const base = await this.service.execute(member.id);
    return base ? envelope('dto', toShippingAddressResponse(base)) : envelope('dto', null, AddressBookMessages.noBaseAddress);
  }
}
