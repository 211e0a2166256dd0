import { Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../shared/domain/result';
import { GetMemberService } from '../../../membership/application/queries/get-member/get-member.service';
import { AddressBookService, type ShippingAddress } from '../../../membership/application/services/address-book.service';
import type { CheckoutMembersPort, DeliveryAddress, NewDeliveryAddress, Orderer } from '../../application/ports/checkout-members.port';

const toDelivery = (address: Omit<ShippingAddress, 'id' | 'memberId' | 'baseAddress'>): DeliveryAddress => ({
  recipient: address.recipient,
  phone: address.phone,
  zipCode: address.zipCode,
  address: address.address,
  adrDetail: address.adrDetail,
});

/** CheckoutMembersPort through membership's application services. */
@Injectable()
export class MembershipAdapter implements CheckoutMembersPort {
  constructor(
    private readonly members: GetMemberService,
    private readonly addressBook: AddressBookService,
  ) {}

  async orderer(memberId: number): Promise<Orderer | null> {
    const found = await this.members.execute(memberId);
    if (!found.ok) return null;
    return { name: found.value.name, email: found.value.email, phone: found.value.phone ?? '' };
  }

  holdActiveMember(memberId: number): Promise<boolean> {
    return this.members.holdActive(memberId);
  }

  async findAddress(memberId: number, addressId: number): Promise<DeliveryAddress | null> {
    const address = await this.addressBook.findOwn(memberId, addressId);
    return address ? toDelivery(address) : null;
  }

  checkAddress(address: NewDeliveryAddress): Result<DeliveryAddress> {
    const checked = this.addressBook.check(address);
    return checked.ok ? ok(toDelivery(checked.value)) : checked;
  }

  async saveAddress(memberId: number, address: NewDeliveryAddress): Promise<Result<DeliveryAddress>> {
    const saved = await this.addressBook.add(memberId, {
      sname: address.sname,
      recipient: address.recipient,
      phone: address.phone,
      zipCode: address.zipCode,
      address: address.address,
      adrDetail: address.adrDetail,
      baseAddress: address.baseAddress,
    });
    return saved.ok ? ok(toDelivery(saved.value)) : saved;
  }
}
