import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freshApi, newCustomer } from '../support/identity';

// Finding 4 of issue 19: a NUL reached PostgreSQL (which refuses it) and answered 500.
const { api, signUp, bearer } = freshApi();
const NUL = '\u0000';

type Case = [method: 'GET' | 'POST' | 'PATCH', path: string, body: unknown, field: string];

// prettier-ignore
const CASES: Case[] = [
  ['POST', '/security/login', { _username: `a${NUL}@b.fr`, _password: 'secret123' }, '_username'],
  ['POST', '/security/login', { _username: 'a@b.fr', _password: `secret${NUL}123` }, '_password'],
  ['POST', '/security/register', newCustomer({ lastName: `Du${NUL}pont` }), 'lastName'],
  ['POST', '/security/password-reset/request', { email: `a${NUL}@b.fr` }, 'email'],
  ['POST', '/security/password-reset/confirm', { token: 'a'.repeat(43), password: `secret${NUL}123` }, 'password'],
  ['POST', '/outlet/access', { email: `a${NUL}@b.fr` }, 'email'],
  ['POST', '/newsletters/subscribe', { email: `a${NUL}@b.fr` }, 'email'],
  ['GET', `/newsletters/is-subscribed?email=a%00%40b.fr`, undefined, 'email'],
  ['POST', '/product-alerts', { productId: 1, productSizeId: 1, email: `a${NUL}@b.fr` }, 'email'],
  ['POST', '/basket/detail', { basketItems: [], basketPromotion: { code: `BIEN${NUL}VENUE10` } }, 'basketPromotion.code'],
  ['POST', '/contact/messages', { firstName: 'Jo', lastName: 'Do', email: 'j@d.fr', subject: 'order', message: `Hello${NUL} there, my parcel`, botToken: 'x' }, 'message'],
  ['POST', '/generate-encrypted-data', { data: `a${NUL}b` }, 'data'],
  ['POST', '/parse', { path: `/t-shirts${NUL}` }, 'path'],
  ['GET', `/checkout/relay-points?countryIsoCode=FR&search=Par%00is`, undefined, 'search'],
];

describe('control characters in strings (issue 19, finding 4)', () => {
  it.each(CASES)('%s %s answers 400 naming the field', async (method, path, body, field) => {
    const answer = await api.call(method, path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, field });
  });

  it('on the signed-in calls too (reviews, profile, gift cards)', async () => {
    const tokens = (await signUp(newCustomer())).body;
    const auth = bearer(tokens.token);
    const review = await api.post(
      '/secure/products/1/reviews',
      { rating: 4, comment: `ok${NUL}` },
      auth,
    );
    expect([review.status, (review.body as { field?: string }).field]).toEqual([400, 'comment']);
    const profile = await api.call(
      'PATCH',
      '/secure/account/profile',
      { firstName: `J${NUL}` },
      auth,
    );
    expect([profile.status, (profile.body as { field?: string }).field]).toEqual([
      400,
      'firstName',
    ]);
    const gift = await api.post('/secure/account/gift-cards', { code: `ABCD${NUL}` }, auth);
    expect([gift.status, (gift.body as { field?: string }).field]).toEqual([400, 'code']);
  });

  it('keeps line breaks in free text and refuses them in one-line fields', async () => {
    const refused = await api.post('/security/register', newCustomer({ firstName: 'Jo\nDo' }));
    expect([refused.status, (refused.body as { field?: string }).field]).toEqual([
      400,
      'firstName',
    ]);
  });

  it('every request schema goes through the one string helper (no bare z.string())', () => {
    const folder = fileURLToPath(
      new URL('../../../../packages/api-client/src/schemas/', import.meta.url),
    );
    const bare = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && file !== 'text.ts' && !file.endsWith('.test.ts'))
      .filter((file) => /\bz\s*\.\s*string\s*\(/.test(readFileSync(folder + file, 'utf8')));
    expect(bare).toEqual([]);
  });
});
