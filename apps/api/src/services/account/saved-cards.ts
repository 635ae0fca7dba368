import type { TSavedCard } from '@shop/api-client/schemas';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../payments/port';
import { findCustomerById } from '../security/customers';

/**
 * The customer's saved cards, kept by the payment provider (never by us): the provider knows
 * the customer by id and e-mail (Stripe finds its Customer by them).
 */

async function providerCustomer(db: Db, customerId: number) {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new Error('The signed-in customer no longer exists');
  return { id: customer.id, email: customer.email };
}

export async function listSavedCards(
  db: Db,
  payments: PaymentProvider,
  customerId: number,
): Promise<TSavedCard[]> {
  return payments.listSavedMethods(await providerCustomer(db, customerId));
}

/** PaymentProviderError 'not_found' when the card is not one of the customer's. */
export async function deleteSavedCard(
  db: Db,
  payments: PaymentProvider,
  customerId: number,
  cardId: string,
): Promise<void> {
  await payments.deleteSavedMethod(await providerCustomer(db, customerId), cardId);
}
