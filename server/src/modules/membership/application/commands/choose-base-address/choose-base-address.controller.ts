import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { AddressBookMessages } from '../../../domain/address-book-failures';
import { ShippingAddressIdResponse } from '../../shipping-address-response';
import { ChooseBaseAddressRequest } from './choose-base-address.request';
import { ChooseBaseAddressService } from './choose-base-address.service';

@ApiTags('address book')
@ApiSecurity('csrf')
@Controller('api')
export class ChooseBaseAddressController {
  constructor(private readonly service: ChooseBaseAddressService) {}

  @Post('shipment/adr_save.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Make one of the member\'s addresses the base address',
    description:
      'The spec shows no body for this call; it is "make this the base address": `{ memId, addrId }`. memId must be the session\'s member ' +
      '(403 otherwise); an addrId that is not one of their addresses is 404. The previous base is unset in the same transaction; choosing the base again changes nothing.',
  })
  @ApiEnvelope('dto', ShippingAddressIdResponse, { description: AddressBookMessages.baseChosen })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  @ApiNotFoundResponse({ description: 'MEMBERSHIP.ADDRESS_NOT_FOUND (also for another member\'s address)' })
  async choose(@CurrentMember() member: AuthenticatedMember, @Body() body: ChooseBaseAddressRequest) {
    assertSameMember(member, body.memId);
    const chosen = orThrow(await this.service.execute({ memberId: member.id, addressId: body.addrId }));
    return envelope('dto', chosen, AddressBookMessages.baseChosen);
  }
}
