import type Stripe from 'stripe';
import { PaymentProviderError } from '../errors';
import type { SavedMethod } from '../port';
import { idOf, providerFailure } from './client';
import { findStripeCustomer, type ShopCustomer } from './customers';

/** The customer's cards Stripe keeps (saved by a payment with setup_future_usage). */
export async function listStripeCards(
  stripe: Stripe,
  customer: ShopCustomer,
): Promise<SavedMethod[]> {
  try {
    const found = await findStripeCustomer(stripe, customer);
    if (!found) return [];
    const methods = await stripe.customers.listPaymentMethods(found.id, {
      type: 'card',
      limit: 100,
    });
    return methods.data.flatMap((method) =>
      method.card
        ? [
            {
              id: method.id,
              brand: method.card.brand,
              last4: method.card.last4,
              expMonth: method.card.exp_month,
              expYear: method.card.exp_year,
            },
          ]
        : [],
    );
  } catch (error) {
    return providerFailure(error);
  }
}

/** Detaches the card from the customer; `not_found` when it is not theirs. */
export async function deleteStripeCard(
  stripe: Stripe,
  customer: ShopCustomer,
  methodId: string,
): Promise<void> {
  try {
    const found = await findStripeCustomer(stripe, customer);
    const method = found ? await stripe.paymentMethods.retrieve(methodId) : null;
    if (!found || !method || idOf(method.customer) !== found.id)
      throw new PaymentProviderError('not_found', 'No such saved card for this customer');
    await stripe.paymentMethods.detach(methodId);
  } catch (error) {
    return providerFailure(error);
  }
}
