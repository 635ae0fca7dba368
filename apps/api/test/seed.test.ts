import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { seedDatabase } from '../src/seed/run';
import { openFreshDatabase, openSeededDatabase } from './support/databases';
import { TEST_PRODUCTS, TEST_SEED } from './support/provided';

let seeded: Database;

beforeAll(async () => {
  seeded = await openSeededDatabase();
});
afterAll(async () => {
  await seeded?.close();
});

const firstNames = async (database: Database, limit = 10) =>
  (
    await database.db
      .select({ names: t.products.names })
      .from(t.products)
      .orderBy(asc(t.products.id))
      .limit(limit)
  ).map((row) => row.names.fr);

describe('seed', () => {
  it('is deterministic: the same seed gives the same products, whatever the count', async () => {
    const fresh = await openFreshDatabase();
    try {
      await seedDatabase(fresh.db, { products: 20, seed: TEST_SEED });
      const names = await firstNames(fresh);
      expect(names).toEqual(await firstNames(seeded));
      await seedDatabase(fresh.db, { products: 20, seed: TEST_SEED + 1 });
      expect(await firstNames(fresh)).not.toEqual(names);
      await seedDatabase(fresh.db, { products: 20, seed: TEST_SEED });
      expect(await firstNames(fresh)).toEqual(names);
    } finally {
      await fresh.close();
    }
  });

  it('leaves a seeded database alone with ifEmpty', async () => {
    const fresh = await openFreshDatabase();
    try {
      expect((await seedDatabase(fresh.db, { products: 5, seed: 1, ifEmpty: true })).seeded).toBe(
        true,
      );
      expect((await seedDatabase(fresh.db, { products: 50, seed: 1, ifEmpty: true })).seeded).toBe(
        false,
      );
      const [row] = await fresh.db.select({ value: count() }).from(t.products);
      expect(row?.value).toBe(5);
    } finally {
      await fresh.close();
    }
  });

  it('builds a believable catalogue', async () => {
    const { db } = seeded;
    const [brands] = await db.select({ value: count() }).from(t.brands);
    expect(brands?.value).toBe(25);
    const products = await db.select().from(t.products);
    expect(products).toHaveLength(TEST_PRODUCTS);
    expect(products.some((product) => product.isOnlyOutlet)).toBe(true);
    expect(products.some((product) => !product.displayInListing)).toBe(true);
    expect(new Set(products.map((product) => product.label))).toEqual(
      new Set([null, 'promo', 'flash_sale', 'top_sale', 'new']),
    );
    for (const locale of ['fr', 'es', 'it', 'nl', 'de', 'en'] as const) {
      const slugs = products.map((product) => product.slugs[locale] ?? '');
      expect(new Set(slugs).size).toBe(products.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('prices every country with promotions below the original price', async () => {
    const { db } = seeded;
    const perProduct = await db
      .select({
        productId: t.productPrices.productId,
        keys: sql<
          string[]
        >`array_agg(${t.productPrices.countryKey} ORDER BY ${t.productPrices.countryKey})`,
      })
      .from(t.productPrices)
      .groupBy(t.productPrices.productId);
    expect(perProduct).toHaveLength(TEST_PRODUCTS);
    for (const row of perProduct)
      expect(row.keys).toEqual(['be', 'de', 'default', 'es', 'fr', 'it']);
    const promoted = await db
      .select({
        price: t.productPrices.price,
        original: t.productPrices.originalPrice,
        percent: t.products.promotionPercent,
      })
      .from(t.productPrices)
      .innerJoin(t.products, eq(t.products.id, t.productPrices.productId))
      .where(sql`${t.products.promotionPercent} IS NOT NULL`);
    expect(promoted.length).toBeGreaterThan(0);
    for (const row of promoted) expect(Number(row.price)).toBeLessThan(Number(row.original));
  });

  it('stocks sizes with sold-out and low-stock ones', async () => {
    const sizes = await seeded.db.select({ stock: t.productSizes.stock }).from(t.productSizes);
    expect(sizes.some((size) => size.stock === 0)).toBe(true);
    expect(sizes.some((size) => size.stock === 1 || size.stock === 2)).toBe(true);
  });

  it('names artists, with ids 16, 21 and 35 as artist categories', async () => {
    const artists = await seeded.db.select().from(t.artists).orderBy(asc(t.artists.id));
    expect(artists.length).toBeGreaterThanOrEqual(35);
    expect(artists.filter((artist) => artist.categoryNames).map((artist) => artist.id)).toEqual([
      16, 21, 35,
    ]);
    expect(artists.find((artist) => artist.id === 35)?.categoryNames?.en).toBe('Photography');
  });

  it('describes products with ranges, materials, eco-labels, market labels and ratings', async () => {
    const products = await seeded.db.select().from(t.products);
    expect(products.every((product) => product.materialId !== null)).toBe(true);
    expect(products.some((product) => product.rangeId !== null)).toBe(true);
    expect(products.some((product) => product.artistId !== null)).toBe(true);
    expect(products.some((product) => product.ecoLabelId !== null)).toBe(true);
    expect(products.some((product) => product.watermarkUrl !== null)).toBe(true);
    const ranges = await seeded.db.select().from(t.ranges);
    for (const product of products.filter((p) => p.rangeId !== null))
      expect(ranges.find((range) => range.id === product.rangeId)?.brandId).toBe(product.brandId);
    const [labels] = await seeded.db.select({ value: count() }).from(t.productMarketLabels);
    const [scores] = await seeded.db.select({ value: count() }).from(t.productScores);
    expect(labels?.value).toBeGreaterThan(0);
    expect(scores?.value).toBeGreaterThan(TEST_PRODUCTS / 2);
  });

  it('writes the site content of every store and language', async () => {
    const [pages] = await seeded.db.select({ value: count() }).from(t.cmsPages);
    expect(pages?.value).toBe(6 * 6 * 7);
    const [settings] = await seeded.db.select().from(t.settings);
    expect(settings).toMatchObject({
      maintenance: false,
      popinOutlet: false,
      freeShippingAmount: '99.00',
    });
    const seasonal = await seeded.db.select().from(t.seasonalBanners);
    expect(seasonal).toHaveLength(6);
    const [translations] = await seeded.db.select({ value: count() }).from(t.translations);
    expect(translations?.value).toBeGreaterThan(6 * 10);
    expect(
      (await seeded.db.select().from(t.stores).orderBy(asc(t.stores.position))).map(
        (store) => store.id,
      ),
    ).toEqual(['fr', 'es', 'it', 'be', 'de', 'int']);
  });
});
