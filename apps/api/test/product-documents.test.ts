import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { seedDatabase } from '../src/seed/run';
import { openFreshDatabase } from './support/databases';
import { TEST_SEED } from './support/provided';

interface Document {
  id: number;
  label: string | null;
  prices: Record<string, [number, number]>;
  pictures: [number, boolean][];
  sizes: [number, string, number][];
  marketLabels: string[];
  ratingCount: number | null;
  ratingSum: number | null;
}

let database: Database;

// It writes: a database of its own, seeded small.
beforeAll(async () => {
  database = await openFreshDatabase();
  await seedDatabase(database.db, { products: 8, seed: TEST_SEED });
});
afterAll(async () => {
  await database?.close();
});

const documentOf = async (id: number): Promise<Document | undefined> => {
  const [row] = await database.db
    .select({ document: t.productDocuments.document })
    .from(t.productDocuments)
    .where(eq(t.productDocuments.productId, id));
  return row?.document as Document | undefined;
};

/** The document as it would be built now from the product's tables. */
const builtNow = async (id: number): Promise<Document | undefined> => {
  const { rows } = (await database.db.execute(
    sql`SELECT document FROM product_document_source WHERE product_id = ${id}`,
  )) as unknown as { rows: { document: Document }[] };
  return rows[0]?.document;
};

describe('product documents', () => {
  it('are written by the seed for every product', async () => {
    const [documents] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.productDocuments);
    expect(documents!.n).toBe(8);
    expect(await documentOf(3)).toEqual(await builtNow(3));
  });

  it('follow every table a product is made of', async () => {
    await database.db.update(t.products).set({ label: 'flash_sale' }).where(eq(t.products.id, 2));
    const [size] = await database.db
      .select()
      .from(t.productSizes)
      .where(eq(t.productSizes.productId, 2))
      .limit(1);
    await database.db
      .update(t.productSizes)
      .set({ stock: 77 })
      .where(eq(t.productSizes.id, size!.id));
    await database.db
      .update(t.productPrices)
      .set({ price: '12.34', originalPrice: '20.00' })
      .where(eq(t.productPrices.productId, 2));
    await database.db.delete(t.productPictures).where(eq(t.productPictures.productId, 2));
    await database.db
      .insert(t.productScores)
      .values({ productId: 2, ratingCount: 2, ratingSum: 9 })
      .onConflictDoUpdate({
        target: t.productScores.productId,
        set: { ratingCount: 2, ratingSum: 9 },
      });

    const document = await documentOf(2);
    expect(document).toEqual(await builtNow(2));
    expect(document!.label).toBe('flash_sale');
    expect(document!.sizes.find(([id]) => id === size!.id)![2]).toBe(77);
    expect(Object.values(document!.prices).every(([price]) => price === 12.34)).toBe(true);
    expect(document!.pictures).toEqual([]);
    expect([document!.ratingCount, document!.ratingSum]).toEqual([2, 9]);
  });

  it('rewrite only their sizes when only stock moved, and all of it when a size changes', async () => {
    // A mark no table holds: a whole rebuild drops it, a sizes-only rewrite keeps it.
    const mark = async () =>
      database.db.execute(sql`UPDATE product_documents
        SET document = (document::jsonb || '{"marked": true}'::jsonb)::json WHERE product_id = 4`);
    const sizes = await database.db
      .select()
      .from(t.productSizes)
      .where(eq(t.productSizes.productId, 4));
    await mark();
    await database.db
      .update(t.productSizes)
      .set({ stock: sql`${t.productSizes.stock} + 5` })
      .where(eq(t.productSizes.productId, 4));
    const afterStock = (await documentOf(4)) as Document & { marked?: boolean };
    expect(afterStock.marked).toBe(true);
    expect(afterStock.sizes).toEqual((await builtNow(4))!.sizes);
    expect(afterStock.sizes.map(([, , stock]) => stock)).toEqual(
      [...sizes]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((size) => size.stock + 5),
    );

    await database.db
      .update(t.productSizes)
      .set({ label: 'XXL' })
      .where(eq(t.productSizes.id, sizes[0]!.id));
    const afterLabel = (await documentOf(4)) as Document & { marked?: boolean };
    expect(afterLabel.marked).toBeUndefined();
    expect(afterLabel).toEqual(await builtNow(4));
  });

  it('go with their product', async () => {
    await database.db.delete(t.products).where(eq(t.products.id, 7));
    expect(await documentOf(7)).toBeUndefined();
  });
});
