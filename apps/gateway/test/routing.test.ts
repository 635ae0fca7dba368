// The routing table over HTTP. By default through the gateway in front of stand-in apps that
// echo what they receive; with a base URL (ROUTING_BASE_URL, or `pnpm test:edge`, which puts
// Debian's nginx in front of the running shop) through whatever edge answers there.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { upstreamFor, type Upstream } from '../src/routes';
import { getWithHost, startStandInShop } from './support/stand-ins';

const external = process.env.ROUTING_BASE_URL || inject('routingBaseUrl');

/** Paths and the app that must answer them: each side of every rule of the table. */
const CASES: ReadonlyArray<readonly [string, Upstream]> = [
  ['/api/v5/health', 'api'],
  ['/api/v5/init?no_cache=1', 'api'],
  ['/checkout/basket', 'checkout'],
  ['/es/login?mode=connection', 'checkout'],
  ['/de/autoconnect/abc123', 'checkout'],
  ['/account/history/3', 'checkout'],
  ['/en/checkout/delivery', 'checkout'],
  ['/', 'storefront'],
  ['/contact', 'storefront'],
  ['/search/hoodie', 'storefront'],
  ['/loginx', 'storefront'],
  ['/api/v50', 'storefront'],
];

/**
 * Which app answered. Stand-ins say their name; the real apps are told apart by what they
 * serve: the API JSON, the checkout app its page loading /checkout/assets, the storefront
 * Next's pages loading /_next.
 */
async function appOf(response: Response): Promise<string> {
  const body = await response.text();
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const { name } = JSON.parse(body) as { name?: string };
    return name ?? 'api';
  }
  if (body.includes('/checkout/assets/')) return 'checkout';
  if (body.includes('/_next/')) return 'storefront';
  return `unknown (${response.status})`;
}

let base: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (external) base = external;
  else ({ base, close } = await startStandInShop());
});

afterAll(async () => {
  await close?.();
});

describe(`routing through ${external ?? 'the gateway to stand-in apps'}`, () => {
  it.each(CASES)('%s goes to the %s app', async (path, app) => {
    expect(upstreamFor(path), 'the table itself').toBe(app);
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(await appOf(response)).toBe(app);
  });

  it('keeps the host the shopper used, so the apps can pick the store', async () => {
    const { port } = new URL(base);
    const body = await getWithHost(base, '/', `es.localhost:${port}`);
    if (external) expect(body).toMatch(/<html[^>]* lang="es"/);
    else expect(JSON.parse(body)).toMatchObject({ host: `es.localhost:${port}` });
  });
});

describe.skipIf(external)('what the stand-ins receive', () => {
  it.each(CASES)('%s arrives with its path and query intact', async (path, app) => {
    const answer = await fetch(`${base}${path}`).then((response) => response.json());
    expect(answer).toMatchObject({ name: app, url: path });
  });

  it('streams request bodies through untouched', async () => {
    const body = JSON.stringify({ email: 'ada@example.com' });
    const answer = await fetch(`${base}/api/v5/newsletters/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then((response) => response.json());
    expect(answer).toMatchObject({ name: 'api', method: 'POST', body });
  });
});
