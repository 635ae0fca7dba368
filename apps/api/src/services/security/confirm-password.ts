import type { Db } from '../../db/client';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { clientKey } from '../../infra/rate-limit/client-address';
import { forget, POLICIES, reserveOrRefuse } from '../../infra/rate-limit/policies';
import { findCustomerById, type CustomerRow } from './customers';
import { verifyPassword } from './passwords';

/** The password given to confirm a change is not the account's. */
export class WrongPasswordError extends Error {
  constructor() {
    super('Wrong password');
    this.name = 'WrongPasswordError';
  }
}

/**
 * A signed-in customer proves it is them before a sensitive change (password, e-mail, closing
 * the account). Wrong passwords are counted per customer and per address, as failed logins are
 * (a stolen access token gives no more guesses than the login form), but on counters of their
 * own: whoever holds the token must not lock the owner out of signing in.
 */
export async function confirmPassword(
  limiter: Limiter,
  customer: CustomerRow,
  password: string,
  ip: string,
): Promise<void> {
  const account = { policy: POLICIES.confirmPerCustomer, value: String(customer.id) };
  const address = { policy: POLICIES.confirmPerIp, value: clientKey(ip) };
  // Counted before the slow check, as a login is: concurrent guesses cannot overtake the count.
  const reservation = await reserveOrRefuse(limiter, [account, address]);
  if (!(await verifyPassword(customer.passwordHash, password))) throw new WrongPasswordError();
  await forget(limiter, [account]);
  await reservation.release([address]);
}

/** The customer behind a valid session; gone only if deleted between the two reads. */
export async function signedInCustomer(db: Db, customerId: number): Promise<CustomerRow> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new Error(`Customer ${customerId} of an open session does not exist`);
  return customer;
}
