import { ZTemplates } from '@shop/api-client/schemas';
import { seasonalContent } from '@shop/domain/seasonal-banner';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { seedDatabase, seedDay } from '../src/seed/run';
import { openFreshDatabase } from './support/databases';
import { startServer, type TestServer } from './support/server';

/**
 * Every seeded date counts from the day the seed runs, so the shop seeded on any day shows its
 * campaigns. The clock is moved three years and five months on (a different year and season
 * from today, whatever today is) before seeding and serving.
 */
const DAY_MS = 86_400_000;
const today = new Date();
const later = new Date(today.getTime() + (3 * 365 + 150) * DAY_MS);

let database: Database;
let server: TestServer;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: later });
  database = await openFreshDatabase();
  await seedDatabase(database.db, { products: 12, seed: 7 });
  server = await startServer(database);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  vi.useRealTimers();
});

const templates = async (storeId: string) => {
  const response = await fetch(
    server.url('/templates?templateSlugs[]=seasonal_banner&templateSlugs[]=sale_banner'),
    { headers: { 'X-Store': storeId } },
  );
  expect(response.status).toBe(200);
  return ZTemplates.parse(await response.json()).templates;
};

describe('seed dates', () => {
  it('count from the seed day: novelties, campaign, sale banner, codes and CMS pages', async () => {
    const day = seedDay(later);
    expect(day.getUTCFullYear()).toBeGreaterThanOrEqual(today.getUTCFullYear() + 3);
    const products = await database.db.select({ at: t.products.noveltyAt }).from(t.products);
    const times = products.map(({ at }) => at.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(day.getTime());
    // The newest products are recent on the seed's day, so the novelty listing is not empty.
    expect(Math.max(...times)).toBeGreaterThan(day.getTime() - 120 * DAY_MS);
    const codes = await database.db.select().from(t.promotions);
    const expired = codes.find((code) => code.code === 'SOLDESFINIES')!;
    expect(expired.endsAt!.getTime()).toBeLessThan(day.getTime());
    const future = codes.find((code) => code.code === 'AVENIR')!;
    expect(future.startsAt!.getTime()).toBeGreaterThan(day.getTime());
    const [page] = await database.db.select().from(t.cmsPages).limit(1);
    expect(page!.updatedAt.getTime()).toBeLessThan(day.getTime());
  });

  it('keep the seasonal and sale banners live in every store after a seed', async () => {
    for (const storeId of ['fr', 'es', 'it', 'be', 'de', 'int']) {
      const [seasonal, sale] = await templates(storeId);
      expect(seasonal?.type).toBe('seasonal_banner');
      if (seasonal?.type !== 'seasonal_banner') continue;
      const banner = {
        content1: new Date(seasonal.seasonalBanner.content1),
        content2: new Date(seasonal.seasonalBanner.content2),
        content3: new Date(seasonal.seasonalBanner.content3),
        content4: new Date(seasonal.seasonalBanner.content4),
        endDate: new Date(seasonal.seasonalBanner.endDate),
      };
      expect(seasonalContent(banner, new Date())).toBe('content1');
      expect(sale?.type).toBe('sale_banner');
    }
  });
});
