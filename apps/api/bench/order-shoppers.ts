import { UNPAID_STATUSES } from '@shop/domain/unpaid-holds';
import { and, asc, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import type { AuthEnv } from '../src/env/auth';
import { mulberry32 } from '../src/seed/prng';
import { startSession } from '../src/services/security/sessions';

/** Sizes the benchmark orders from, each with stock enough for every run. */
const POOL_SIZE = 5000;
const POOL_STOCK = 1_000_000;

export interface OrderFixture {
  tokens: string[];
  carrierId: number;
  relayPointId: string;
  sizes: { productId: number; productSizeId: number }[];
}

/**
 * The shoppers (customers made in the database, each with a session and its token, as a
 * sign-in gives them), the relay carrier and point, and a pool of sizes spread over the
 * catalogue with stock that never runs out (a sold-out size would read as an error). A
 * customer may hold only CUSTOMER_HOLD_LIMITS.orders unpaid orders: the requests take the
 * accounts in turn, so each places a few at most, and what earlier runs left unpaid is
 * cancelled first (its stock is not given back: the pool's never runs out).
 */
export async function prepareOrderFixture(
  db: Db,
  jwt: AuthEnv['jwt'],
  accounts: number,
): Promise<OrderFixture> {
  await db
    .insert(t.customers)
    .values(
      Array.from({ length: accounts }, (_, index) => ({
        firstName: 'Bench',
        lastName: `Shopper ${index + 1}`,
        email: `bench.orders.${index + 1}@example.fr`,
      })),
    )
    .onConflictDoNothing();
  const customers = await db
    .select({ id: t.customers.id })
    .from(t.customers)
    .where(like(t.customers.email, 'bench.orders.%@example.fr'))
    .orderBy(asc(t.customers.id))
    .limit(accounts);
  await db
    .update(t.orders)
    .set({ status: 'cancelled', clientHash: null })
    .where(
      and(
        inArray(
          t.orders.customerId,
          customers.map((row) => row.id),
        ),
        inArray(t.orders.status, [...UNPAID_STATUSES]),
      ),
    );
  const tokens = await Promise.all(
    customers.map(async (row) => (await startSession(db, jwt, row.id, 'customLocal')).token),
  );
  const [carrier] = await db.select().from(t.carriers).where(eq(t.carriers.code, 'relay'));
  const [point] = await db
    .select({ id: t.relayPoints.id })
    .from(t.relayPoints)
    .where(eq(t.relayPoints.countryIsoCode2, 'FR'))
    .limit(1);
  const sizes = await sizePool(db);
  return { tokens, carrierId: carrier!.id, relayPointId: point!.id, sizes };
}

/** Every 40th size of the catalogue (deterministic), its stock topped up once. */
async function sizePool(db: Db) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(t.productSizes);
  const step = Math.max(1, Math.floor(total / POOL_SIZE));
  const sizes = await db
    .select({ productId: t.productSizes.productId, productSizeId: t.productSizes.id })
    .from(t.productSizes)
    .where(sql`${t.productSizes.id} % ${step} = 0`)
    .orderBy(asc(t.productSizes.id))
    .limit(POOL_SIZE);
  const ids = sizes.map((size) => size.productSizeId);
  await db
    .update(t.productSizes)
    .set({ stock: POOL_STOCK })
    .where(and(inArray(t.productSizes.id, ids), lt(t.productSizes.stock, POOL_STOCK)));
  return sizes;
}

/** Order bodies of 1 to 4 lines drawn from the pool, reproducible from `seed`. */
export function basketMaker(fixture: OrderFixture, payment: unknown, seed = 13) {
  const random = mulberry32(seed);
  const pick = () => fixture.sizes[Math.floor(random() * fixture.sizes.length)]!;
  return () => {
    const lines = 1 + Math.floor(random() * 4);
    return {
      basketItems: Array.from({ length: lines }, () => ({ ...pick(), quantity: 1 })),
      carrierId: fixture.carrierId,
      relayPointId: fixture.relayPointId,
      payment,
      termsAccepted: true,
    };
  };
}
