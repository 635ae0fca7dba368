import type Stripe from 'stripe';

/**
 * Our customers at Stripe: one Customer per shop customer, found by e-mail and marked with our
 * id (an e-mail can be shared by several Stripe customers: the mark is what counts). Creation
 * is idempotent per customer so two first payments at once make one Customer.
 */

export interface ShopCustomer {
  id: number;
  email: string;
}

export async function findStripeCustomer(
  stripe: Stripe,
  customer: ShopCustomer,
): Promise<Stripe.Customer | null> {
  const found = await stripe.customers.list({ email: customer.email, limit: 100 });
  return found.data.find((one) => one.metadata?.shop_customer_id === String(customer.id)) ?? null;
}

export async function stripeCustomerFor(
  stripe: Stripe,
  customer: ShopCustomer,
): Promise<Stripe.Customer> {
  const existing = await findStripeCustomer(stripe, customer);
  if (existing) return existing;
  return stripe.customers.create(
    { email: customer.email, metadata: { shop_customer_id: String(customer.id) } },
    { idempotencyKey: `shop-customer-${customer.id}` },
  );
}
