import { Controller, Delete, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done } from '../../../../../shared/http/envelope';
import { AddressBookMessages } from '../../../domain/address-book-failures';
import { DeleteShippingAddressQuery } from './delete-shipping-address.request';
import { DeleteShippingAddressService } from './delete-shipping-address.service';

@ApiTags('address book')
@ApiSecurity('csrf')
@Controller('api')
export class DeleteShippingAddressController {
  constructor(private readonly service: DeleteShippingAddressService) {}

  @Delete('shipment/adr_del.php')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Delete one of the member\'s addresses',
    description:
      'memId must be the session\'s member (403 otherwise); an addrId that is not one of their addresses is 404. ' +
      'Deleting the base address makes the newest remaining address the base.',
  })
  @ApiDone(AddressBookMessages.deleted)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  @ApiNotFoundResponse({ description: 'MEMBERSHIP.ADDRESS_NOT_FOUND (also for another member\'s address)' })
  async remove(@CurrentMember() member: AuthenticatedMember, @Query() query: DeleteShippingAddressQuery) {
    assertSameMember(member, query.memId);
    orThrow(await this.service.execute({ memberId: member.id, addressId: query.addrId }));
    return done(AddressBookMessages.deleted);
  }
}
