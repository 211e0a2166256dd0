import type { ShippingAddress } from '@/types/api';

export type { Page, ShippingAddress, ShippingAddressId } from '@/types/api';

export interface AddressBookArgs {
  memberId: number;
  /** From 0, as the server counts. */
  page: number;
}

/** What the form sends for an address (POST adds it; PUT, with `id`, replaces one). */
export interface AddressBody extends Omit<ShippingAddress, 'id'> {
  memberId: number;
}

export interface AddressRef {
  memberId: number;
  addressId: number;
}
