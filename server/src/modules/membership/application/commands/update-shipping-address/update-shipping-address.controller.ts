import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { AddressBookMessages } from '../../../domain/address-book-failures';
import { ShippingAddressIdResponse } from '../../shipping-address-response';
import { UpdateShippingAddressRequest } from './update-shipping-address.request';
import { UpdateShippingAddressService } from './update-shipping-address.service';

@ApiTags('address book')
@ApiSecurity('csrf')
@Controller('api')
export class UpdateShippingAddressController {
  constructor(private readonly service: UpdateShippingAddressService) {}

  @Put('shipment/adr.php')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Change one of the member\'s addresses',
    description:
      'memberId must be the session\'s member (403 otherwise); an id that is not one of their addresses is 404. ' +
      'baseAddress Y makes it the base (the previous base is unset); N on the base keeps it the base (choose another address instead).',
  })
  @ApiEnvelope('dto', ShippingAddressIdResponse, { description: AddressBookMessages.saved })
  @ApiBadRequestResponse({ description: 'MEMBERSHIP.RECIPIENT_REQUIRED, PHONE_REQUIRED, PHONE_INVALID, ADDRESS_REQUIRED, ZIP_CODE_INVALID, ADDRESS_FIELD_TOO_LONG' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  @ApiNotFoundResponse({ description: 'MEMBERSHIP.ADDRESS_NOT_FOUND (also for another member\'s address)' })
  async update(@CurrentMember() member: AuthenticatedMember, @Body() body: UpdateShippingAddressRequest) {
    assertSameMember(member, body.memberId);
    const saved = orThrow(
      await this.service.execute({
        memberId: member.id,
        addressId: body.id,
        sname: body.sname,
        recipient: body.recipient,
        phone: body.phone,
        zipCode: body.zipCode,
        address: body.address,
        adrDetail: body.adrDetail ?? '',
        baseAddress: body.baseAddress === 'Y',
      }),
    );
    return envelope('dto', saved, AddressBookMessages.saved);
  }
}
