import { count, sql } from 'drizzle-orm';
import { LOCALES } from '@shop/domain/locales';
import { STORE_IDS } from '@shop/domain/stores';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { buildProduct, type CatalogueContext } from './catalogue/product';
import { insertChunked } from './insert';
import { slugify } from './text';
import { COLOURS } from './vocabulary/colours';
import { buildMenu } from './site/menus';
import { buildFooter } from './site/footers';
import { buildHeaderBanner } from './site/banners';
import { buildCountries } from './site/countries';
import { buildSiteContext, type SiteContext } from './site/context';

export interface SeedOptions {
  products: number;
  seed: number;
  /** Seed only a database without products (first start); otherwise the data is replaced. */
  ifEmpty?: boolean;
  /** Novelty dates count back from this day; fixed so that a seed gives the same data. */
  referenceDate?: Date;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  ms: number;
}

export const SEED_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
const PRODUCT_CHUNK = 1000;
const ALL_TABLES = [
  t.productSizes,
  t.productPictures,
  t.productPrices,
  t.products,
  t.categories,
  t.brands,
  t.colours,
  t.menuEntries,
  t.footers,
  t.headerBanners,
  t.countries,
  t.settings,
];

/** Fills the database with a deterministic catalogue and site content, in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  if (options.ifEmpty && !(await isEmpty(db))) return { seeded: false, products: 0, ms: 0 };
  const site = buildSiteContext(options.products);
  await db.transaction(async (tx) => {
    await tx.execute(sql`TRUNCATE TABLE ${sql.join(ALL_TABLES, sql`, `)} RESTART IDENTITY CASCADE`);
    await seedReferenceData(tx, site);
    await seedProducts(tx, site, options);
    await seedSiteContent(tx, site);
    for (const table of ['brands', 'categories', 'products']) await syncIdentity(tx, table);
  });
  return { seeded: true, products: options.products, ms: performance.now() - started };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(t.brands);
  return (row?.value ?? 0) === 0;
}

async function seedReferenceData(db: Db, site: SiteContext) {
  await db
    .insert(t.settings)
    .values({ id: 1, freeShippingAmount: site.freeShippingAmount.toFixed(2) });
  await db.insert(t.countries).values(buildCountries());
  await db.insert(t.colours).values(COLOURS.map(({ hex, names }) => ({ hex, names })));
  await db.insert(t.brands).values(site.brands);
  await db.insert(t.categories).values(
    site.categories.map((category) => {
      const names = (category.leaf ?? category.root).names;
      const slugs = Object.fromEntries(LOCALES.map((locale) => [locale, slugify(names[locale])]));
      const kind = (category.leaf ?? category.root).kind;
      const slug = (category.leaf ?? category.root).slug;
      return {
        id: category.id,
        parentId: category.parentId,
        position: category.position,
        slug,
        kind,
        names,
        slugs,
      };
    }),
  );
}

async function seedProducts(db: Db, site: SiteContext, options: SeedOptions) {
  const context: CatalogueContext = {
    seed: options.seed,
    referenceDate: options.referenceDate ?? SEED_REFERENCE_DATE,
    leaves: site.categories.flatMap((category) =>
      category.leaf ? [{ id: category.id, leaf: category.leaf }] : [],
    ),
  };
  for (let first = 1; first <= options.products; first += PRODUCT_CHUNK) {
    const last = Math.min(options.products, first + PRODUCT_CHUNK - 1);
    const batch = Array.from({ length: last - first + 1 }, (_, index) =>
      buildProduct(context, first + index),
    );
    await insertChunked(
      db,
      t.products,
      batch.map(({ prices: _p, pictures: _i, sizes: _s, ...product }) => product),
    );
    await insertChunked(
      db,
      t.productPrices,
      batch.flatMap((p) => p.prices.map((price) => ({ productId: p.id, ...price }))),
    );
    await insertChunked(
      db,
      t.productPictures,
      batch.flatMap((p) =>
        Array.from({ length: p.pictures }, (_, index) => ({
          productId: p.id,
          position: index + 1,
          isDefault: index === 0,
        })),
      ),
    );
    await insertChunked(
      db,
      t.productSizes,
      batch.flatMap((p) => p.sizes.map((size) => ({ productId: p.id, ...size }))),
    );
  }
}

async function seedSiteContent(db: Db, site: SiteContext) {
  const pairs = STORE_IDS.flatMap((storeId) => LOCALES.map((locale) => [storeId, locale] as const));
  await insertChunked(
    db,
    t.menuEntries,
    pairs.flatMap(([storeId, locale]) => buildMenu(site, storeId, locale)),
  );
  await insertChunked(
    db,
    t.footers,
    pairs.map(([storeId, locale]) => buildFooter(site, storeId, locale)),
  );
  await insertChunked(
    db,
    t.headerBanners,
    pairs.map(([storeId, locale]) => buildHeaderBanner(site, storeId, locale)),
  );
}

/** Rows were inserted with explicit ids: move each identity past the highest one. */
async function syncIdentity(db: Db, table: string) {
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT max(id) FROM ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
