import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { AddressBookMessages } from '../../../domain/address-book-failures';
import { ShippingAddressIdResponse } from '../../shipping-address-response';
import { AddShippingAddressRequest } from './add-shipping-address.request';
import { AddShippingAddressService } from './add-shipping-address.service';

@ApiTags('address book')
@ApiSecurity('csrf')
@Controller('api')
export class AddShippingAddressController {
  constructor(private readonly service: AddShippingAddressService) {}

  @Post('shipment/adr.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Add an address to the member\'s address book',
    description:
      'memberId must be the session\'s member (403 otherwise). Recipient, phone and address are required; the first address becomes the base, ' +
      'one saved with baseAddress Y replaces the previous base. At most 20 addresses (409 MEMBERSHIP.ADDRESS_BOOK_FULL).',
  })
  @ApiEnvelope('dto', ShippingAddressIdResponse, { description: AddressBookMessages.saved })
  @ApiBadRequestResponse({ description: 'MEMBERSHIP.RECIPIENT_REQUIRED, PHONE_REQUIRED, PHONE_INVALID, ADDRESS_REQUIRED, ZIP_CODE_INVALID, ADDRESS_FIELD_TOO_LONG' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  @ApiConflictResponse({ description: 'MEMBERSHIP.ADDRESS_BOOK_FULL' })
  async add(@CurrentMember() member: AuthenticatedMember, @Body() body: AddShippingAddressRequest) {
    assertSameMember(member, body.memberId);
    const saved = orThrow(
      await this.service.execute({
        memberId: member.id,
        sname: body.sname,
        recipient: body.recipient,
        phone: body.phone,
        zipCode: body.zipCode,
        address: body.address,
        adrDetail: body.adrDetail ?? '',
        baseAddress: body.baseAddress === 'Y',
      }),
    );
    return envelope('dto', { id: saved.id }, AddressBookMessages.saved);
  }
}
