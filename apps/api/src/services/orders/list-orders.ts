import { ORDERS_PAGE_SIZE, type TAdminOrders, type TOrderStatus } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema';
import type { Env } from '../../env';
import { viewOrders } from './order-view';

type BankAccount = Env['orders']['bankAccount'];

/** One page of orders (newest first) matching `where`, and how many pages there are. */
export async function pageOfOrders(db: Db, where: SQL | undefined, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, pages: Math.ceil((total?.value ?? 0) / ORDERS_PAGE_SIZE) };
}

/** GET /admin/orders: every order (or those of one status), newest first, with its customer. */
export async function listAdminOrders(
  db: Db,
  query: { status?: TOrderStatus; page: number },
  locale: Locale,
  bank: BankAccount,
): Promise<TAdminOrders> {
  const where = query.status ? eq(orders.status, query.status) : undefined;
  const { rows, pages } = await pageOfOrders(db, where, query.page);
  const emails = rows.length
    ? await db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(inArray(customers.id, [...new Set(rows.map((row) => row.customerId))]))
    : [];
  const emailOf = new Map(emails.map((row) => [row.id, row.email]));
  const views = await viewOrders(db, rows, locale, bank);
  return {
    orders: views.map((view, index) => {
      const customerId = rows[index]!.customerId;
      return { ...view, customer: { id: customerId, email: emailOf.get(customerId) ?? '' } };
    }),
    page: query.page,
    pages,
  };
}
