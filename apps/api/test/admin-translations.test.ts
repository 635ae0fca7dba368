import {
  ZApiErrorBody,
  ZAdminTranslationsWritten,
  ZTranslations,
  ADMIN_TOKEN_HEADER,
} from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { seedDatabase } from '../src/seed/run';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { TEST_SEED } from './support/provided';
import { startServer, type TestServer } from './support/server';

const ADMIN = { [ADMIN_TOKEN_HEADER]: 'local-admin-token' };

let database: Database;
let server: TestServer;
let api: ReturnType<typeof http>;

// It writes: a database of its own, seeded small.
beforeAll(async () => {
  database = await openFreshDatabase();
  await seedDatabase(database.db, { products: 5, seed: TEST_SEED });
  server = await startServer(database);
  api = http(server);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const put = (body: unknown, headers: Record<string, string> = ADMIN) =>
  api.call('PUT', '/admin/translations', body, headers);

const footerPayment = async (locale: string) => {
  const answer = await api.get(`/translations?locale=${locale}`, { 'X-Store': 'de' });
  expect(answer.status).toBe(200);
  const texts = ZTranslations.parse(answer.body).messages.footer;
  return typeof texts === 'object' ? texts.payment : undefined;
};

describe('PUT /admin/translations (issue 30, item 20)', () => {
  it('answers 401 without the token or with a wrong one, and writes nothing', async () => {
    const body = { locale: 'de', texts: { 'footer.payment': 'Gestohlen' } };
    const variants: Record<string, string>[] = [{}, { [ADMIN_TOKEN_HEADER]: 'local-admin-tokeN' }];
    for (const headers of variants) {
      const answer = await put(body, headers);
      expect(answer.status).toBe(401);
      expect(ZApiErrorBody.parse(answer.body).status).toBe(401);
    }
    expect(await footerPayment('de')).toBe(messages.de.footer.payment);
  });

  it('refuses unknown keys and bad bodies with a 400 naming the field', async () => {
    const unknown = await put({ locale: 'de', texts: { 'footer.nope': 'x' } });
    expect(unknown.status).toBe(400);
    expect(ZApiErrorBody.parse(unknown.body).field).toBe('texts.footer.nope');
    expect((await put({ locale: 'xx', texts: { 'footer.payment': 'x' } })).status).toBe(400);
    expect((await put({ locale: 'de', texts: {} })).status).toBe(400);
  });

  it('shows a changed text in GET /translations at once, despite a warm cache, and restores it', async () => {
    const bundled = messages.de.footer.payment;
    expect(await footerPayment('de')).toBe(bundled); // the cache is warm now
    const changed = await put({ locale: 'de', texts: { 'footer.payment': 'Sicher bezahlen' } });
    expect(changed.status).toBe(200);
    expect(ZAdminTranslationsWritten.parse(changed.body)).toEqual({
      locale: 'de',
      written: 1,
      restored: 0,
    });
    expect(await footerPayment('de')).toBe('Sicher bezahlen');
    // Only that language's text changed.
    expect(await footerPayment('fr')).toBe(messages.fr.footer.payment);

    const restored = await put({ locale: 'de', texts: { 'footer.payment': null } });
    expect(ZAdminTranslationsWritten.parse(restored.body).restored).toBe(1);
    // Without the back office's text the key is absent: the front ends keep their bundled one.
    expect(await footerPayment('de')).toBeUndefined();
  });
});
