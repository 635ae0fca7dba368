import Stripe from 'stripe';

/**
 * Stripe without the network: the SDK's fetch HTTP client with a fetch of our own that records
 * every request (method, path, idempotency key, form body) and answers Stripe-shaped JSON
 * from a little state (customers, saved cards, checkout sessions).
 */

export interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  apiVersion: string | null;
  authorization: string | null;
  form: Record<string, string>;
}

interface Answer {
  status?: number;
  json: unknown;
}

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

export const cardOf = (id: string, customer: string | null, last4 = '4242', brand = 'visa') => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand, last4, exp_month: 12, exp_year: 2039 },
});

export interface StripeStandIn {
  sent: SentRequest[];
  httpClient: ReturnType<typeof Stripe.createFetchHttpClient>;
  saveCard: (id: string, customer: string, last4?: string) => void;
  customers: { id: string; email: string; metadata: Record<string, string | undefined> }[];
}

export function stripeStandIn(): StripeStandIn {
  const sent: SentRequest[] = [];
  const customers: StripeStandIn['customers'] = [];
  const cards = new Map<string, ReturnType<typeof cardOf>>();

  function intent(form: Record<string, string>, id: string, status: string, extra = {}) {
    return {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_received: status === 'succeeded' ? Number(form.amount) : 0,
      currency: 'eur',
      customer: form.customer,
      status,
      next_action: null,
      last_payment_error: null,
      metadata: { shop_flow: form['metadata[shop_flow]'], order_id: form['metadata[order_id]'] },
      ...extra,
    };
  }

  function answer({ method, path, form }: SentRequest): Answer {
    const url = new URL(path, 'https://api.stripe.com');
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /v1/customers')
      return {
        json: list(
          customers.filter((c) => c.email === url.searchParams.get('email')),
          '/v1/customers',
        ),
      };
    if (route === 'POST /v1/customers') {
      const customer = {
        id: `cus_${customers.length + 1}`,
        email: form.email!,
        metadata: { shop_customer_id: form['metadata[shop_customer_id]'] },
      };
      customers.push(customer);
      return { json: { object: 'customer', ...customer } };
    }
    if (route === 'POST /v1/checkout/sessions')
      return {
        json: {
          id: 'cs_test_a1',
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
          payment_intent: null,
          metadata: {},
        },
      };
    if (route === 'GET /v1/checkout/sessions/cs_test_a1')
      return {
        json: {
          id: 'cs_test_a1',
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 4990,
          url: null,
          payment_intent: 'pi_from_checkout',
          metadata: {},
        },
      };
    const method_ = /^GET \/v1\/payment_methods\/(pm_\w+)$/.exec(route);
    if (method_) {
      const card = cards.get(method_[1]!);
      return card
        ? { json: card }
        : {
            status: 404,
            json: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such PaymentMethod',
              },
            },
          };
    }
    const detach = /^POST \/v1\/payment_methods\/(pm_\w+)\/detach$/.exec(route);
    if (detach) {
      const card = cards.get(detach[1]!)!;
      card.customer = null;
      return { json: card };
    }
    const listed = /^GET \/v1\/customers\/(cus_\w+)\/payment_methods$/.exec(route);
    if (listed)
      return {
        json: list(
          [...cards.values()].filter((c) => c.customer === listed[1]),
          url.pathname,
        ),
      };
    if (route === 'POST /v1/payment_intents') {
      // PayPal confirmed at once: Stripe answers the redirect to PayPal's approval page.
      if (form['payment_method_data[type]'] === 'paypal')
        return {
          json: intent(form, 'pi_paypal', 'requires_action', {
            payment_method_types: ['paypal'],
            next_action: {
              type: 'redirect_to_url',
              redirect_to_url: {
                url: 'https://pm-redirects.stripe.com/authorize/acct_1/pa_nonce_paypal',
                return_url: form.return_url,
              },
            },
          }),
        };
      if (form.payment_method === 'pm_3ds')
        return {
          json: intent(form, 'pi_3ds', 'requires_action', {
            next_action: {
              type: 'redirect_to_url',
              redirect_to_url: {
                url: 'https://hooks.stripe.com/3d_secure_2/hosted?pi=pi_3ds',
                return_url: form.return_url,
              },
            },
          }),
        };
      if (form.payment_method === 'pm_declined')
        return {
          status: 402,
          json: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
              payment_intent: intent(form, 'pi_declined', 'requires_payment_method'),
            },
          },
        };
      return { json: intent(form, 'pi_ok', 'succeeded') };
    }
    if (route === 'POST /v1/refunds')
      return {
        json: {
          id: 're_1',
          object: 'refund',
          amount: Number(form.amount),
          status: 'succeeded',
          payment_intent: form.payment_intent,
          metadata: { shop_payment_id: form['metadata[shop_payment_id]'] },
        },
      };
    return { status: 500, json: { error: { type: 'api_error', message: `stand-in: ${route}` } } };
  }

  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]);
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      idempotencyKey: headers.get('idempotency-key'),
      apiVersion: headers.get('stripe-version'),
      authorization: headers.get('authorization'),
      form: Object.fromEntries(
        new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      ),
    };
    sent.push(request);
    const { status = 200, json } = answer(request);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${sent.length}` },
    });
  };

  return {
    sent,
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    /** A card Stripe keeps for a customer (as a payment with setup_future_usage leaves it). */
    saveCard: (id: string, customer: string, last4?: string) =>
      cards.set(id, cardOf(id, customer, last4)),
    customers,
  };
}
