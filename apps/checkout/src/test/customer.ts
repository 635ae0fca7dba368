import type { TAddress } from '@shop/api-client';
import { FakeApi } from './fake-api';

/** A fake API with Jeanne Dupont signed in (session cookies to pass to renderApp). */
export function signedInCustomer(addresses: TAddress[] = []) {
  const api = new FakeApi();
  const id = api.addCustomer('jeanne@example.fr', 'secret123');
  api.delivery.setAddresses(id, addresses);
  const tokens = api.issue(id);
  // The refresh token stays in the fake's HttpOnly cookie, out of the app's reach.
  const session = { strategy: 'customLocal' as const, token: tokens.token };
  return { api, session, customerId: id };
}
