import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { CatalogueContext } from './catalogue/product';
import { withoutConstraints, withoutTriggers } from './bulk';
import { seedSiteContent } from './content';
import { seedDelivery } from './delivery';
import { categoryProducts, seedProducts } from './products';
import { seedPromotions } from './promotions';
import { seedReferenceData } from './reference';
import { seedReviewers } from './reviewers';
import { buildSiteContext } from './site/context';

export interface SeedOptions {
  products: number;
  seed: number;
  /** Seed only a database the seed never filled (first start); otherwise the data is replaced. */
  ifEmpty?: boolean;
  /**
   * The day every seeded date counts from (novelties, campaigns, promotion codes, CMS pages):
   * by default the day the seed runs, so the data means the same on any date. Seeds of the
   * same day give the same data.
   */
  referenceDate?: Date;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  ms: number;
}

/** The start (00:00 UTC) of the day of `now`. */
export function seedDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
export const MAX_SEED_PRODUCTS = 200_000;

/** Every table the seed fills; TRUNCATE ... CASCADE empties them in one statement. */
const ALL_TABLES = [
  t.relayPoints,
  t.carrierRates,
  t.carriers,
  t.storeDeliveryCountries,
  t.searchSync,
  t.promotions,
  t.productDocuments,
  t.productScores,
  t.productMarketLabels,
  t.productSizes,
  t.productPictures,
  t.productPrices,
  t.products,
  t.ranges,
  t.categories,
  t.brands,
  t.artists,
  t.materials,
  t.ecoLabels,
  t.marketLabels,
  t.genders,
  t.colours,
  t.menuEntries,
  t.footers,
  t.headerBanners,
  t.cmsPages,
  t.templatePages,
  t.templates,
  t.saleBanners,
  t.seasonalBanners,
  t.translations,
  t.referers,
  t.countries,
  t.settings,
  t.stores,
];
const PRODUCT_TABLES = [
  'products',
  'product_prices',
  'product_pictures',
  'product_sizes',
  'product_market_labels',
  'product_reviews',
  'product_scores',
];
const IDENTITY_TABLES = [
  'brands',
  'ranges',
  'categories',
  'artists',
  'materials',
  'eco_labels',
  'products',
];

/** Fills the database with a deterministic catalogue and site content, in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  if (options.products > MAX_SEED_PRODUCTS)
    throw new Error(`At most ${MAX_SEED_PRODUCTS} products can be seeded`);
  if (options.ifEmpty && !(await isEmpty(db))) return { seeded: false, products: 0, ms: 0 };
  const referenceDate = seedDay(options.referenceDate);
  const site = buildSiteContext(options.products, referenceDate);
  const catalogue: CatalogueContext = {
    seed: options.seed,
    referenceDate,
    leaves: site.categories.flatMap((category) =>
      category.leaf ? [{ id: category.id, leaf: category.leaf }] : [],
    ),
  };
  site.categoryProducts = categoryProducts(catalogue, options.products);
  await db.transaction(async (tx) => {
    await tx.execute(sql`TRUNCATE TABLE ${sql.join(ALL_TABLES, sql`, `)} RESTART IDENTITY CASCADE`);
    await seedReferenceData(tx, site);
    await seedDelivery(tx);
    const reviewerIds = await seedReviewers(tx);
    await withoutTriggers(tx, PRODUCT_TABLES, async () => {
      await withoutConstraints(tx, PRODUCT_TABLES, () =>
        seedProducts(tx, catalogue, options.products, reviewerIds),
      );
      // A product's score is its published reviews, nothing else: the sums the review trigger
      // would have kept, in one statement.
      await tx.execute(
        sql`INSERT INTO product_scores (product_id, rating_count, rating_sum) SELECT product_id, count(*), sum(rating) FROM product_reviews WHERE status = 'published' GROUP BY product_id`,
      );
    });
    // The product documents the triggers would have written, in one statement.
    await tx.execute(
      sql`INSERT INTO product_documents (product_id, document) SELECT product_id, document FROM product_document_source`,
    );
    await seedSiteContent(tx, site);
    await seedPromotions(tx, referenceDate);
    for (const table of IDENTITY_TABLES) await syncIdentity(tx, table);
  });
  return { seeded: true, products: options.products, ms: performance.now() - started };
}

/**
 * A database the current seed never filled: no stores. Databases seeded before the stores
 * (or carriers) table existed count as empty, so a first start after upgrading fills the new
 * tables too.
 */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(t.stores);
  const [carriers] = await db.select({ value: count() }).from(t.carriers);
  return (row?.value ?? 0) === 0 || (carriers?.value ?? 0) === 0;
}

/** Rows were inserted with explicit ids: move each identity past the highest one. */
async function syncIdentity(db: Db, table: string) {
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT max(id) FROM ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
