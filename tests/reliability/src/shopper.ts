// A simulated shopper: browses pages through the gateway, searches the search service as the
// browser does, prices a basket, signs up or in, and buys with the sandbox's test card. Each
// shopper has an address of its own (sent as X-Forwarded-For to the API, which trusts this
// machine as a proxy), as real shoppers have, and makes its API calls to one of the two API
// instances (round-robin by shopper), as a load balancer would.
import { randomUUID } from 'node:crypto';
import { createApiClient, type ApiClient } from '@shop/api-client';
import type { Catalogue } from './catalogue';
import { API_INSTANCES, apiUrl, gatewayUrl, shopInfo } from './control';

export type Step = 'browse' | 'search' | 'basket' | 'signIn' | 'buy';
/** The steps a shopper makes to its API instance (browse and search go elsewhere). */
const API_STEPS: readonly Step[] = ['basket', 'signIn', 'buy'];

const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? 0);
  return `p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms`;
};

/** What one API instance served: answered steps, their latencies, failures and orders. */
class InstanceFigures {
  readonly latencies: number[] = [];
  readonly steps: Partial<Record<Step, number>> = {};
  errors = 0;
  orders = 0;
}

export class Figures {
  readonly latencies: Record<Step, number[]> = {
    browse: [],
    search: [],
    basket: [],
    signIn: [],
    buy: [],
  };
  readonly errors: string[] = [];
  orders = 0;
  readonly instances = Array.from({ length: API_INSTANCES }, () => new InstanceFigures());

  async time(step: Step, work: () => Promise<void>, instance?: number): Promise<void> {
    const started = performance.now();
    const served = instance === undefined ? undefined : this.instances[instance];
    try {
      await work();
      const elapsed = performance.now() - started;
      this.latencies[step].push(elapsed);
      if (served && API_STEPS.includes(step)) {
        served.latencies.push(elapsed);
        served.steps[step] = (served.steps[step] ?? 0) + 1;
      }
    } catch (error) {
      if (served) served.errors += 1;
      this.errors.push(`${step}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** One line per API instance: its API steps, their latencies, errors and orders. */
  perInstance(seconds: number): string[] {
    return this.instances.map((served, index) => {
      const count = served.latencies.length;
      const steps = API_STEPS.map((step) => `${step} ${served.steps[step] ?? 0}`).join(', ');
      return `  API ${index + 1}  ${String(count).padStart(6)} ok (${(count / seconds).toFixed(1)}/s: ${steps})   ${quantiles(served.latencies)}   ${served.errors} errors, ${served.orders} orders`;
    });
  }

  summary(seconds: number): string {
    const lines = Object.entries(this.latencies).map(
      ([step, values]) =>
        `  ${step.padEnd(7)} ${String(values.length).padStart(6)} ok   ${quantiles(values)}`,
    );
    const total = Object.values(this.latencies).reduce((sum, values) => sum + values.length, 0);
    return [
      `${total} steps in ${seconds} s (${(total / seconds).toFixed(1)}/s), ${this.orders} orders paid, ${this.errors.length} errors`,
      ...lines,
      'per API instance (basket, sign-in and payment calls):',
      ...this.perInstance(seconds),
    ].join('\n');
  }
}

async function expectOk(response: Response, what: string): Promise<void> {
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
}

/** A test card expiry a year from now, as MM/YY. */
function expiry(): string {
  const date = new Date();
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String((date.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

export class Shopper {
  private readonly client: ApiClient;
  private token: string | null = null;
  private readonly email: string;
  private readonly password = 'reliable-shopper-1';
  private readonly ip: string;
  /** The API instance this shopper's calls go to. */
  private readonly instance: number;

  constructor(
    private readonly index: number,
    private readonly catalogue: Catalogue,
    private readonly figures: Figures,
  ) {
    this.ip = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    this.email = `shopper.${index}.${randomUUID().slice(0, 8)}@example.com`;
    this.instance = index % API_INSTANCES;
    this.client = createApiClient({
      baseUrl: apiUrl('', this.instance),
      store: 'fr',
      device: 0,
      locale: 'fr',
      forwardedFor: this.ip,
      timeoutMs: 30_000,
    });
  }

  private item() {
    const size = this.catalogue.sizes[(this.index * 7 + Date.now()) % this.catalogue.sizes.length]!;
    return {
      productId: size.productId,
      productSizeId: size.productSizeId,
      quantity: 1,
      slug: size.slug,
    };
  }

  browse = () =>
    this.figures.time('browse', async () => {
      const { slug } = this.item();
      await expectOk(await fetch(gatewayUrl(this.index % 2 ? '/' : `/p/${slug}`)), 'page');
    });

  search = () =>
    this.figures.time('search', async () => {
      const { ports } = shopInfo();
      const response = await fetch(
        `http://127.0.0.1:${ports.search}/1/indexes/products_fr_prod/query`,
        {
          method: 'POST',
          headers: {
            'x-algolia-application-id': 'SHOPLOCAL',
            'x-algolia-api-key': 'local-search-only-key',
          },
          body: JSON.stringify({
            query: ['sweat', 'jean', 'noir', ''][this.index % 4],
            hitsPerPage: 24,
          }),
        },
      );
      await expectOk(response, 'search');
    });

  basket = () =>
    this.figures.time(
      'basket',
      async () => {
        const { slug: _slug, ...item } = this.item();
        await this.client.basketDetail({ basketItems: [item] });
      },
      this.instance,
    );

  signIn = () =>
    this.figures.time(
      'signIn',
      async () => {
        const tokens = this.token
          ? await this.client.login({ _username: this.email, _password: this.password })
          : await this.client.signUp({
              email: this.email,
              password: this.password,
              firstName: 'Léa',
              lastName: 'Martin',
            });
        this.token = tokens.token;
      },
      this.instance,
    );

  buy = () =>
    this.figures.time(
      'buy',
      async () => {
        if (!this.token) throw new Error('not signed in');
        const { slug: _slug, ...item } = this.item();
        const order = await this.client.createOrder(
          this.token,
          {
            basketItems: [item],
            carrierId: this.catalogue.relayCarrierId,
            relayPointId: this.catalogue.relayPointId,
            payment: { methodId: 12 },
            termsAccepted: true,
          },
          randomUUID(),
        );
        const pay = order.payments.find((payment) => payment.redirectUrl)?.redirectUrl;
        if (!pay) throw new Error('the sandbox card form was not offered');
        const path = new URL(pay, gatewayUrl()).pathname.replace(/^\/api\/v5/, '');
        const answer = await fetch(apiUrl(path, this.instance), {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': this.ip,
          },
          body: new URLSearchParams({
            holder: 'Léa Martin',
            number: '4242424242424242',
            expiry: expiry(),
            cvc: '123',
          }),
        });
        await answer.arrayBuffer();
        if (answer.status !== 303 || !answer.headers.get('location')?.includes('payment=succeeded'))
          throw new Error(
            `the card payment answered ${answer.status} ${answer.headers.get('location')}`,
          );
        this.figures.orders += 1;
        this.figures.instances[this.instance]!.orders += 1;
      },
      this.instance,
    );
}
