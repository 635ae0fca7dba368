import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { ZBasketDetailRequest } from './schemas/basket';
import { ZNewsletterRequest } from './schemas/newsletter';
import { ZProductAlertRequest } from './schemas/product-alerts';
import { ZReviewRequest } from './schemas/reviews';

const base = { baseUrl: 'http://api.test/api/v5', store: 'fr', device: 1, locale: 'fr' } as const;

function recording(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  const api = createApiClient({ ...base, fetch: fetch as unknown as typeof globalThis.fetch });
  const call = (index = 0) => {
    const [url, init] = fetch.mock.calls[index]!;
    return {
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
  };
  return { api, call };
}

const alert = {
  id: 3,
  productId: 1,
  productSizeId: 2,
  customerId: null,
  deviceTokenSalesforce: null,
  email: 'a@example.com',
  alertType: 'email',
  createdAt: '2026-11-22T10:00:00.000Z',
  sentAt: null,
};

describe('shopper calls', () => {
  it('leaves the null fields of a product alert out of the body', async () => {
    const { api, call } = recording(alert, 201);
    await api.createProductAlert({
      productId: 1,
      productSizeId: 2,
      customerId: null,
      deviceTokenSalesforce: null,
      email: 'a@example.com',
      alertType: 'email',
    });
    expect(call()).toMatchObject({
      url: 'http://api.test/api/v5/product-alerts',
      method: 'POST',
      body: { productId: 1, productSizeId: 2, email: 'a@example.com', alertType: 'email' },
    });
    expect(Object.keys(call().body)).not.toContain('customerId');
  });

  it('sends the customer token on secure calls and paths with encoded ids', async () => {
    const { api, call } = recording(undefined, 204);
    await api.removeWish('tok', 7);
    expect(call()).toMatchObject({
      url: 'http://api.test/api/v5/secure/wishes/7',
      method: 'DELETE',
    });
    expect(call().headers.Authorization).toBe('Bearer tok');
  });

  it('trims the newsletter e-mail and passes a 422 through with its messages', async () => {
    const refusal = { message: 'x', status: 422, messages: ['Adresse e-mail invalide.'] };
    const { api, call } = recording(refusal, 422);
    const error = await api.subscribeNewsletter('  a@b.fr ').catch((caught: unknown) => caught);
    expect(call().body).toEqual({ email: 'a@b.fr' });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual(refusal);
  });

  it('asks is-subscribed with the e-mail in the query', async () => {
    const { api, call } = recording({ email: 'a@b.fr', subscribed: true });
    await expect(api.isSubscribedToNewsletter('a@b.fr')).resolves.toEqual({
      email: 'a@b.fr',
      subscribed: true,
    });
    expect(call().url).toBe('http://api.test/api/v5/newsletters/is-subscribed?email=a%40b.fr');
  });
});

describe('shopper request schemas', () => {
  it('ignores client prices and extra basket fields', () => {
    const parsed = ZBasketDetailRequest.parse({
      basketItems: [{ productId: 1, productSizeId: 2, quantity: 1, price: 0.01 }],
      basketPromotion: { code: 'X', valid: true, discount: 99 },
      price: 0.01,
    });
    expect(parsed).toEqual({
      basketItems: [{ productId: 1, productSizeId: 2, quantity: 1 }],
      basketPromotion: { code: 'X' },
    });
  });

  it('refuses a malformed alert e-mail and a review rating out of 1 to 5', () => {
    const body = { productId: 1, productSizeId: 2, email: 'nope' };
    expect(ZProductAlertRequest.safeParse(body).success).toBe(false);
    expect(ZProductAlertRequest.parse({ ...body, email: ' A@b.fr ' }).email).toBe('A@b.fr');
    expect(ZReviewRequest.safeParse({ rating: 6 }).success).toBe(false);
    expect(ZReviewRequest.parse({ rating: 4, comment: '  ' })).toEqual({
      rating: 4,
      comment: null,
    });
  });

  it('takes any newsletter string (the format is a 422, not a 400)', () => {
    expect(ZNewsletterRequest.safeParse({ email: 'nope' }).success).toBe(true);
    expect(ZNewsletterRequest.safeParse({ email: 5 }).success).toBe(false);
  });
});
