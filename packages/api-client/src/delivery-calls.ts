import { z } from 'zod';
import type { RequestOptions } from './client';
import { ZAddress } from './schemas/account';
import {
  ZCarriers,
  ZDeliveryCountries,
  ZRelayPoint,
  ZRelayPoints,
  type TAddressRequest,
  type TAddressUpdateRequest,
  type TCarriersRequest,
  type TRelayPointSearch,
} from './schemas/delivery';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;

const ZNoContent = z.undefined();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * The address book (journey section 7), the store's deliverable countries, carriers and relay
 * points. Calls of a signed-in customer take the access token explicitly.
 */
export function deliveryCalls(request: Request) {
  return {
    createAddress: (token: string, body: TAddressRequest) =>
      request(ZAddress, '/secure/account/addresses', {
        method: 'POST',
        body,
        headers: bearer(token),
      }),
    updateAddress: (token: string, body: TAddressUpdateRequest) =>
      request(ZAddress, '/secure/account/addresses', {
        method: 'PATCH',
        body,
        headers: bearer(token),
      }),
    deleteAddress: (token: string, addressId: number) =>
      request(ZNoContent, `/secure/account/addresses/${segment(addressId)}`, {
        method: 'DELETE',
        headers: bearer(token),
      }),
    deliveryCountries: () => request(ZDeliveryCountries, '/checkout/countries'),
    carriers: (body: TCarriersRequest) =>
      request(ZCarriers, '/checkout/carriers', { method: 'POST', body }),
    relayPoints: (query: TRelayPointSearch) =>
      request(ZRelayPoints, '/checkout/relay-points', { query: { ...query } }),
    relayPoint: (id: string) => request(ZRelayPoint, `/checkout/relay-points/${segment(id)}`),
  };
}

export type DeliveryCalls = ReturnType<typeof deliveryCalls>;
