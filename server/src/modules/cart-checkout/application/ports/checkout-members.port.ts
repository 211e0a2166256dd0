import type { Result } from '../../../../shared/domain/result';

export interface Orderer {
  name: string;
  email: string;
  phone: string;
}

export interface DeliveryAddress {
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
}

export interface NewDeliveryAddress extends DeliveryAddress {
  sname?: string;
  baseAddress: boolean;
}

/** The orderer and the address book (adapter: membership's GetMemberService and AddressBookService). */
export interface CheckoutMembersPort {
  orderer(memberId: number): Promise<Orderer | null>;
  /**
   * In the caller's unit of work: true when the member is active, the member held until the unit ends, so a
   * withdrawal waits for the order being placed (and then gives it up) or the order sees the member gone.
   */
  holdActiveMember(memberId: number): Promise<boolean>;
  findAddress(memberId: number, addressId: number): Promise<DeliveryAddress | null>;
  /** A one-off address checked by the address book's rules (not saved): the same rules as a saved one. */
  checkAddress(address: NewDeliveryAddress): Result<DeliveryAddress>;
  /** Saves a new address in the member's book (inside the caller's unit of work). */
  saveAddress(memberId: number, address: NewDeliveryAddress): Promise<Result<DeliveryAddress>>;
}
