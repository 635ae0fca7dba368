import { ZApiErrorBody, ZWish } from '@shop/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { shopperApi } from './support/shopper';

const { api, bearer, signUp, client } = shopperApi();

describe('wishlist', () => {
  it('needs a signed-in customer', async () => {
    expect((await api.get('/secure/wishes')).status).toBe(401);
    expect((await api.post('/secure/wishes', { product: 1 })).status).toBe(401);
    expect((await api.call('DELETE', '/secure/wishes/1')).status).toBe(401);
  });

  it('adds a product once, lists and removes it', async () => {
    const { token } = await signUp();
    const first = await api.post('/secure/wishes', { product: 3 }, bearer(token));
    expect(first.status).toBe(201);
    const wish = ZWish.parse(first.body);
    expect(wish.product).toBe(3);
    const again = await api.post('/secure/wishes', { product: 3 }, bearer(token));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(wish);
    await client().addWish(token, 4);
    expect((await client().wishes(token)).map((entry) => entry.product)).toEqual([3, 4]);
    await client().removeWish(token, wish.id);
    expect((await client().wishes(token)).map((entry) => entry.product)).toEqual([4]);
    const gone = await api.call('DELETE', `/secure/wishes/${wish.id}`, undefined, bearer(token));
    expect(gone.status).toBe(404);
  });

  it("never shows or removes another customer's wish", async () => {
    const owner = await signUp();
    const other = await signUp();
    const wish = await client().addWish(owner.token, 5);
    expect(await client().wishes(other.token)).toEqual([]);
    const answer = await api.call(
      'DELETE',
      `/secure/wishes/${wish.id}`,
      undefined,
      bearer(other.token),
    );
    // Like a wish that does not exist (issue 19): ids are sequential.
    const missing = await api.call(
      'DELETE',
      '/secure/wishes/99999999',
      undefined,
      bearer(other.token),
    );
    expect([answer.status, answer.body]).toEqual([
      404,
      { ...(missing.body as object), message: `No wish ${wish.id}` },
    ]);
    expect(missing.status).toBe(404);
    expect(await client().wishes(owner.token)).toEqual([wish]);
  });

  it('refuses an unknown product and a bad body', async () => {
    const { token } = await signUp();
    const unknown = await api.post('/secure/wishes', { product: 999_999 }, bearer(token));
    expect(unknown.status).toBe(404);
    for (const body of [{}, { product: 'x' }, { product: 0 }]) {
      const answer = await api.post('/secure/wishes', body, bearer(token));
      expect(answer.status).toBe(400);
      expect(ZApiErrorBody.parse(answer.body).field).toBe('product');
    }
    const badId = await api.call('DELETE', '/secure/wishes/abc', undefined, bearer(token));
    expect(ZApiErrorBody.parse(badId.body).field).toBe('id');
  });
});
