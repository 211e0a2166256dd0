import type { ShippingAddress, ShippingAddressDetails } from '../../domain/shipping-address';
import type { ShippingAddressOrmEntity } from './shipping-address.orm-entity';

export const ShippingAddressMapper = {
  toDomain(row: ShippingAddressOrmEntity): ShippingAddress {
    return {
      id: row.id,
      memberId: row.memberId,
      sname: row.sname,
      recipient: row.recipient,
      phone: row.phone,
      zipCode: row.zipCode,
      address: row.address,
      adrDetail: row.adrDetail,
      baseAddress: row.baseAddress,
    };
  },

  /** The columns an insert or an edit writes. */
  toColumns(details: ShippingAddressDetails): Pick<ShippingAddressOrmEntity, 'sname' | 'recipient' | 'phone' | 'zipCode' | 'address' | 'adrDetail'> {
    return {
      sname: details.sname,
      recipient: details.recipient,
      phone: details.phone,
      zipCode: details.zipCode,
      address: details.address,
      adrDetail: details.adrDetail,
    };
  },
};
