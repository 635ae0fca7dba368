import type { TProductScoresList } from '@shop/api-client/schemas';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productScores as scoresTable, products } from '../../db/schema';
import { productScores } from './product-scores';

/**
 * GET /products/scores?ids[]=: the rating of each known product, in the asked order; unknown
 * ids are left out, a known product without ratings has average null and count 0.
 */
export async function listProductScores(
  db: Db,
  ids: number[],
): Promise<TProductScoresList['scores']> {
  const unique = [...new Set(ids)];
  const [known, rated] = await Promise.all([
    db.select({ id: products.id }).from(products).where(inArray(products.id, unique)),
    db.select().from(scoresTable).where(inArray(scoresTable.productId, unique)),
  ]);
  const existing = new Set(known.map((row) => row.id));
  const ratings = new Map(rated.map((row) => [row.productId, row]));
  return unique.flatMap((productId) => {
    if (!existing.has(productId)) return [];
    const rating = ratings.get(productId);
    return [
      {
        productId,
        ...productScores(rating ? { count: rating.ratingCount, sum: rating.ratingSum } : null),
      },
    ];
  });
}
