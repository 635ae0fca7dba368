// What the simulated shoppers buy and visit, read from the shop's database: products with a
// size in stock (topped up so that no run sells out), their pages, and a relay point.
import pg from 'pg';
import { shopInfo } from './control';

export interface Catalogue {
  sizes: { productId: number; productSizeId: number; slug: string }[];
  relayCarrierId: number;
  relayPointId: string;
}

export async function openCatalogue(): Promise<Catalogue> {
  const client = new pg.Client({ connectionString: shopInfo().databaseUrl });
  await client.connect();
  try {
    const sizes = await client.query<{ productId: number; productSizeId: number; slug: string }>(
      `UPDATE product_sizes s SET stock = 1000000
         FROM products p
        WHERE p.id = s.product_id AND s.id IN (SELECT id FROM product_sizes ORDER BY id LIMIT 200)
        RETURNING s.product_id AS "productId", s.id AS "productSizeId", p.slugs->>'fr' AS slug`,
    );
    const carrier = await client.query<{ id: number }>(
      `SELECT id FROM carriers WHERE code = 'relay' LIMIT 1`,
    );
    const point = await client.query<{ id: string }>(
      `SELECT id FROM relay_points WHERE country_iso_code2 = 'FR' ORDER BY id LIMIT 1`,
    );
    return {
      sizes: sizes.rows,
      relayCarrierId: carrier.rows[0]!.id,
      relayPointId: point.rows[0]!.id,
    };
  } finally {
    await client.end();
  }
}

/** Runs one statement on the shop's database (the fault tests' pg_terminate_backend). */
export async function onShopDatabase<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: shopInfo().databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
