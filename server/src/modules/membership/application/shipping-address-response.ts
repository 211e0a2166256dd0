import { ApiProperty } from '@nestjs/swagger';
import type { ShippingAddress } from '../domain/shipping-address';
import { SHIPPING_ADDRESS_LIMITS } from '../domain/shipping-address';

/** An address as the spec's client reads it (spec §7 "Shipping address"). */
export class ShippingAddressResponse {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: '집', description: 'the label; may be empty', maxLength: SHIPPING_ADDRESS_LIMITS.sname })
  sname!: string;

  @ApiProperty({ example: '김민수', maxLength: SHIPPING_ADDRESS_LIMITS.recipient })
  recipient!: string;

  @ApiProperty({ example: '01012345678', description: 'digits only' })
  phone!: string;

  @ApiProperty({ example: '06236', description: '5 digits' })
  zipCode!: string;

  @ApiProperty({ example: '서울 강남구 테헤란로 152', maxLength: SHIPPING_ADDRESS_LIMITS.address })
  address!: string;

  @ApiProperty({ example: '12층', maxLength: SHIPPING_ADDRESS_LIMITS.adrDetail })
  adrDetail!: string;

  @ApiProperty({ example: 'Y', enum: ['Y', 'N'], description: 'Y marks the base (default) address: exactly one while the book has any' })
  baseAddress!: 'Y' | 'N';
}

export function toShippingAddressResponse(address: ShippingAddress): ShippingAddressResponse {
  return {
    id: address.id,
    sname: address.sname,
    recipient: address.recipient,
    phone: address.phone,
    zipCode: address.zipCode,
    address: address.address,
    adrDetail: address.adrDetail,
    baseAddress: address.baseAddress ? 'Y' : 'N',
  };
}

/** `dto` of the address book's writes. */
export class ShippingAddressIdResponse {
  @ApiProperty({ example: 7 })
  id!: number;
}
