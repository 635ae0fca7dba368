import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { createApiClient } from '@shop/api-client';
import { CMS_SLUGS } from '@shop/domain/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { onShopDatabase, openCatalogue } from '../src/catalogue';
import { apiUrl, gatewayUrl, startService, stopService } from '../src/control';

// Issue 19: the shop under faults — the search service down, PostgreSQL connections killed,
// the API restarted in the middle of a checkout.
const FR = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../packages/i18n/src/messages/fr.json'), 'utf8'),
) as Record<string, Record<string, string>>;
const searchUnavailable = Object.values(FR).find(
  (group) => group.searchUnavailable,
)!.searchUnavailable!;

const client = (ip: string) =>
  createApiClient({
    baseUrl: apiUrl(''),
    store: 'fr',
    device: 0,
    locale: 'fr',
    forwardedFor: ip,
    timeoutMs: 20_000,
  });

/** Retries `work` until it succeeds or `ms` pass: how long the shop took to recover. */
async function recovers(work: () => Promise<unknown>, ms = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await work();
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > ms) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

describe('faults', () => {
  afterEach(async () => {
    await startService('search').catch(() => undefined);
  });

  it('serves product and CMS pages without the search service, and says so on listings', async () => {
    const { sizes } = await openCatalogue();
    await stopService('search');
    const product = await fetch(gatewayUrl(`/p/${sizes[0]!.slug}`));
    expect(product.status).toBe(200);
    const cms = await fetch(gatewayUrl(`/t/${CMS_SLUGS.faq.fr}`));
    expect(cms.status).toBe(200);
    const init = await client('198.19.0.1').init();
    const listingPath = init.menu.find((entry) => entry.url.path.startsWith('/'))!.url.path;
    const listing = await fetch(gatewayUrl(listingPath));
    expect(listing.status).toBeLessThan(500);
    expect(await listing.text()).toContain(searchUnavailable);
  });

  it('recovers by itself when PostgreSQL kills its connections', async () => {
    const api = client('198.19.0.2');
    const { sizes } = await openCatalogue();
    const item = {
      productId: sizes[2]!.productId,
      productSizeId: sizes[2]!.productSizeId,
      quantity: 1,
    };
    await api.basketDetail({ basketItems: [item] });
    const killed = await onShopDatabase<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(killed.length).toBeGreaterThan(0);
    const ms = await recovers(() => api.basketDetail({ basketItems: [item] }));
    await api.signUp({
      email: `fault.${randomUUID()}@example.com`,
      password: 'recover-me-1',
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    console.info(
      `faults: the API answered again ${ms} ms after its ${killed.length} connections were killed`,
    );
  });

  it('keeps the basket and makes one order when the API restarts during a checkout', async () => {
    const catalogue = await openCatalogue();
    const api = client('198.19.0.3');
    const { token } = await api.signUp({
      email: `restart.${randomUUID()}@example.com`,
      password: 'restart-me-1',
      firstName: 'Jo',
      lastName: 'Lee',
    });
    const item = {
      productId: catalogue.sizes[1]!.productId,
      productSizeId: catalogue.sizes[1]!.productSizeId,
      quantity: 2,
    };
    const body = {
      basketItems: [item],
      carrierId: catalogue.relayCarrierId,
      relayPointId: catalogue.relayPointId,
      payment: { methodId: 12 as const },
      termsAccepted: true as const,
    };
    const key = randomUUID();
    // The order is sent as the API goes down: it may be answered or cut off.
    const first = api.createOrder(token, body, key).catch(() => null);
    const stopped = stopService('api');
    const answered = await first;
    await stopped;
    await startService('api');
    // The basket lives in the shopper's browser: priced again as it was.
    const basket = await api.basketDetail({ basketItems: [item] });
    expect(basket.basketItems.map((line) => line.quantity)).toEqual([2]);
    // The retry with the same key gives the same order, never a second one.
    const retried = await api.createOrder(token, body, key);
    if (answered) expect(retried.id).toBe(answered.id);
    const orders = await api.orders(token);
    expect(orders.orders.filter((order) => order.id === retried.id)).toHaveLength(1);
    expect(orders.orders).toHaveLength(1);
  });
});
