import { bearer, type Call } from './contract-call';
import { ACCOUNT } from './contract/account';
import { ORDERS } from './contract/orders';
import type {
  TAddressRequest,
  TAddressUpdateRequest,
  TCarriersRequest,
  TRelayPointSearch,
} from './schemas/delivery';

/**
 * The address book (journey section 7), the store's deliverable countries, carriers and relay
 * points. Calls of a signed-in customer take the access token explicitly.
 */
export function deliveryCalls(call: Call) {
  return {
    createAddress: (token: string, body: TAddressRequest) =>
      call(ACCOUNT.createAddress, { body, headers: bearer(token) }),
    updateAddress: (token: string, body: TAddressUpdateRequest) =>
      call(ACCOUNT.updateAddress, { body, headers: bearer(token) }),
    deleteAddress: (token: string, addressId: number) =>
      call(ACCOUNT.deleteAddress, { params: { addressID: addressId }, headers: bearer(token) }),
    deliveryCountries: () => call(ORDERS.deliveryCountries, {}),
    carriers: (body: TCarriersRequest) => call(ORDERS.carriers, { body }),
    relayPoints: (query: TRelayPointSearch) => call(ORDERS.relayPoints, { query: { ...query } }),
    relayPoint: (id: string) => call(ORDERS.relayPoint, { params: { id } }),
  };
}

export type DeliveryCalls = ReturnType<typeof deliveryCalls>;
