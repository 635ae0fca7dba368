import {
  ZAdminReviews,
  ZApiErrorBody,
  ZOwnReview,
  ZProductPage,
  ZProductReviews,
  ZProductScoresList,
} from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { ADMIN, shopperApi } from './support/shopper';

const { api, bearer, signUp, client, database } = shopperApi();

const scores = async (id: number) => {
  const answer = await api.get(`/products/scores?ids[]=${id}&no_cache=1`);
  const { average, count } = ZProductScoresList.parse(answer.body).scores[0]!;
  return { average, count };
};
const pageScores = async (id: number) =>
  ZProductPage.parse((await api.get(`/products/${id}`, { 'X-Url-Version': 'v3' })).body).scores;
const moderate = (id: number, status: string) =>
  api.call('PATCH', `/admin/reviews/${id}`, { status }, ADMIN);

describe('reviews and ratings', () => {
  it('needs a signed-in customer to review', async () => {
    expect((await api.post('/secure/products/1/reviews', { rating: 5 })).status).toBe(401);
  });

  it('scores each product with its published reviews only, as the product page shows them', async () => {
    let reviewed = 0;
    for (let productId = 1; productId <= 30; productId += 1) {
      const first = ZProductReviews.parse((await api.get(`/products/${productId}/reviews`)).body);
      expect(first.scores.count, `product ${productId}`).toBe(first.total);
      expect(await pageScores(productId)).toEqual(first.scores);
      if (first.total === 0) {
        expect(first.scores.average).toBeNull();
        continue;
      }
      reviewed += 1;
      // Every page of reviews: their ratings average to the score shown beside them.
      const ratings = first.reviews.map((review) => review.rating);
      for (let page = 2; ratings.length < first.total; page += 1) {
        const next = await api.get(`/products/${productId}/reviews?page=${page}`);
        ratings.push(...ZProductReviews.parse(next.body).reviews.map((review) => review.rating));
      }
      const sum = ratings.reduce((total, rating) => total + rating, 0);
      expect(first.scores.average).toBe(Math.round((sum / ratings.length) * 10) / 10);
    }
    // The seed rates most products, through reviews shoppers can read.
    expect(reviewed).toBeGreaterThan(10);
  });

  it('publishes a review only after moderation, and then counts its rating', async () => {
    const { db } = database();
    // A product nobody reviewed yet: its list is then exactly the review sent here.
    const scored = await db.select({ productId: t.productScores.productId }).from(t.productScores);
    const rated = new Set(scored.map((row) => row.productId));
    const productId = Array.from({ length: 30 }, (_, index) => index + 1).find(
      (id) => !rated.has(id),
    )!;
    const [seeded] = await db
      .select()
      .from(t.productScores)
      .where(eq(t.productScores.productId, productId));
    const before = await scores(productId);
    expect(before.count).toBe(seeded?.ratingCount ?? 0);
    await pageScores(productId); // warm the product cache

    const { token } = await signUp({ firstName: 'Jeanne', lastName: 'dupont' });
    const sent = await client().reviewProduct(token, productId, {
      rating: 1,
      title: ' Trop petit ',
      comment: 'La taille taille petit.',
    });
    expect(ZOwnReview.parse(sent)).toMatchObject({ status: 'pending', title: 'Trop petit' });
    expect((await client().productReviews(productId)).reviews).toEqual([]);
    expect(await scores(productId)).toEqual(before);

    const queue = ZAdminReviews.parse((await api.get('/admin/reviews', ADMIN)).body).reviews;
    expect(queue.map((review) => review.id)).toContain(sent.id);
    expect((await api.get('/admin/reviews')).status).toBe(401);

    expect((await moderate(sent.id, 'published')).status).toBe(200);
    const published = ZProductReviews.parse((await api.get(`/products/${productId}/reviews`)).body);
    expect(published.reviews).toEqual([
      {
        id: sent.id,
        productId,
        rating: 1,
        title: 'Trop petit',
        comment: 'La taille taille petit.',
        createdAt: sent.createdAt,
        author: 'Jeanne D.',
      },
    ]);
    expect(published.total).toBe(1);
    const after = await scores(productId);
    expect(after.count).toBe(before.count + 1);
    expect(published.scores).toEqual(after);
    expect(await pageScores(productId)).toEqual(after);

    expect((await moderate(sent.id, 'rejected')).status).toBe(200);
    expect(await scores(productId)).toEqual(before);
    expect((await client().productReviews(productId)).reviews).toEqual([]);
  });

  it('takes one review per customer and product', async () => {
    const { token } = await signUp();
    expect(
      (await api.post('/secure/products/3/reviews', { rating: 4 }, bearer(token))).status,
    ).toBe(201);
    const again = await api.post('/secure/products/3/reviews', { rating: 5 }, bearer(token));
    expect(again.status).toBe(409);
  });

  it('names the wrong field and answers 404 for unknown products and reviews', async () => {
    const { token } = await signUp();
    for (const [body, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: 4, comment: 'x'.repeat(2001) }, 'comment'],
    ] as const) {
      const answer = await api.post('/secure/products/4/reviews', body, bearer(token));
      expect(answer.status).toBe(400);
      expect(ZApiErrorBody.parse(answer.body).field).toBe(field);
    }
    expect(
      (await api.post('/secure/products/999999/reviews', { rating: 3 }, bearer(token))).status,
    ).toBe(404);
    expect((await api.get('/products/999999/reviews')).status).toBe(404);
    expect((await moderate(999_999, 'published')).status).toBe(404);
    const bad = await moderate(1, 'pending');
    expect(ZApiErrorBody.parse(bad.body).field).toBe('status');
  });
});
