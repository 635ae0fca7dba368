import type { TAddress, TAddressUpdateRequest } from '@shop/api-client';
import { addressRequest, initialAddressValues } from '../../address/address-values';

/** The address book's PATCH that makes `address` the main one, its other fields unchanged. */
export function defaultAddressRequest(address: TAddress): TAddressUpdateRequest {
  const values = initialAddressValues(address, null, address.countryIsoCode2 ?? '', false);
  return { ...addressRequest({ ...values, default: true }), id: address.id };
}
