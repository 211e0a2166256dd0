import { api, payload } from '@/lib/api-client';
import type { AddressBody, AddressBookArgs, AddressRef, Page, ShippingAddress, ShippingAddressId } from '../types';

/** The address book shows 5 addresses a page (spec, section 9). */
export const ADDRESS_PAGE_SIZE = 5;

/** The address book's calls (spec §7). Member-only: the session must be the member; another's address answers 404. */
export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addressBookPage: build.query<Page<ShippingAddress>, AddressBookArgs>({
      query: ({ memberId, page }) => ({ url: '/api/shipment/adr.php', params: { id: memberId, page, size: ADDRESS_PAGE_SIZE } }),
      transformResponse: payload<Page<ShippingAddress>>('list'),
      keepUnusedDataFor: 0,
    }),
    shippingAddress: build.query<ShippingAddress, AddressRef>({
      query: ({ memberId, addressId }) => ({ url: '/api/shipment/adr_get.php', params: { memId: memberId, addrId: addressId } }),
      transformResponse: payload<ShippingAddress>('address'),
      keepUnusedDataFor: 0,
    }),
    addAddress: build.mutation<ShippingAddressId, AddressBody>({
      query: (body) => ({ url: '/api/shipment/adr.php', method: 'POST', body }),
      transformResponse: payload<ShippingAddressId>('dto'),
    }),
    updateAddress: build.mutation<ShippingAddressId, AddressBody & { id: number }>({
      query: (body) => ({ url: '/api/shipment/adr.php', method: 'PUT', body }),
      transformResponse: payload<ShippingAddressId>('dto'),
    }),
    /** adr_save.php: "make this the base address" (its body is ours: docs/decisions.md, "The address book"). */
    chooseBaseAddress: build.mutation<ShippingAddressId, AddressRef>({
      query: ({ memberId, addressId }) => ({ url: '/api/shipment/adr_save.php', method: 'POST', body: { memId: memberId, addrId: addressId } }),
      transformResponse: payload<ShippingAddressId>('dto'),
    }),
    deleteAddress: build.mutation<void, AddressRef>({
      query: ({ memberId, addressId }) => ({ url: '/api/shipment/adr_del.php', method: 'DELETE', params: { memId: memberId, addrId: addressId } }),
      transformResponse: () => undefined,
    }),
  }),
});

export const {
  useAddressBookPageQuery,
  useShippingAddressQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useChooseBaseAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
