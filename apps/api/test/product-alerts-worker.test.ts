import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { ADMIN, fromNewIp, shopperApi } from './support/shopper';

const { api, database } = shopperApi({
  settings: { PRODUCT_ALERT_INTERVAL_MS: '50' },
  productAlerts: true,
});

describe('the alert worker of the API process', () => {
  it('sends the e-mail by itself after a restock through the back office', async () => {
    const { db } = database();
    const [size] = await db.select().from(t.productSizes).orderBy(t.productSizes.id).limit(1);
    await db.update(t.productSizes).set({ stock: 0 }).where(eq(t.productSizes.id, size!.id));
    const address = `worker.${process.pid}@example.fr`;
    const body = { productId: size!.productId, productSizeId: size!.id, email: address };
    expect((await api.post('/product-alerts', body, fromNewIp())).status).toBe(201);
    const path = `/admin/products/${size!.productId}/sizes/${size!.id}`;
    expect((await api.call('PATCH', path, { stock: 7 }, ADMIN)).status).toBe(200);
    let emails: unknown[] = [];
    for (let attempt = 0; attempt < 100 && emails.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      emails = (
        await api.get<{ emails: unknown[] }>(`/dev/outbox?to=${encodeURIComponent(address)}`)
      ).body.emails;
    }
    expect(emails).toHaveLength(1);
  });
});
