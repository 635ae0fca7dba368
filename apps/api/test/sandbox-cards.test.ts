import { ZSavedCards } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCards } from '../src/db/schema';
import { PaymentProviderError } from '../src/payments/errors';
import type { PaymentProvider } from '../src/payments/port';
import { http } from './support/http';
import { goodCard, paymentInput, postForm, sandboxApi } from './support/sandbox';
import { startServer, testEnv, type TestServer } from './support/server';

const suite = sandboxApi();
const { api, absolute, shopper } = suite;
const sandbox = () => suite.provider();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const cards = async (token: string, language = 'fr') => {
  const answer = await api.get('/secure/account/cards', {
    ...bearer(token),
    'Accept-Language': language,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  return ZSavedCards.parse(answer.body);
};
const removeCard = (token: string, id: string, language = 'fr') =>
  api.call<{ message: string }>('DELETE', `/secure/account/cards/${id}`, undefined, {
    ...bearer(token),
    'Accept-Language': language,
  });

/** Pays on the hosted form (and its 3-D Secure page when asked); the payment's final state. */
async function payOnForm(
  customer: { id: number; email: string },
  number: string,
  saveMethod = true,
) {
  const payment = await sandbox().createPayment(paymentInput({ customer, saveMethod }));
  const answer = await postForm(absolute(payment.redirectUrl!), goodCard(number));
  if (answer.location?.includes('/sandbox/3ds/'))
    await postForm(absolute(answer.location), { decision: 'approve' });
  return sandbox().getPayment(payment.providerPaymentId);
}

describe('sandbox: saved cards', () => {
  it('needs a signed-in customer', async () => {
    expect((await api.get('/secure/account/cards')).status).toBe(401);
  });

  it('remembers a card paid with "remember this card", once, never a refused one', async () => {
    const { token, customer } = await shopper();
    expect(await cards(token)).toEqual([]);
    expect(await payOnForm(customer, '4242424242424242', false)).toMatchObject({
      status: 'succeeded',
    });
    expect(await cards(token)).toEqual([]);
    expect(await payOnForm(customer, '4000000000009995', true)).toMatchObject({
      status: 'failed',
      errorCode: '4000002',
    });
    expect(await cards(token)).toEqual([]);
    await payOnForm(customer, '4242 4242 4242 4242', true);
    await payOnForm(customer, '4242424242424242', true);
    const saved = await cards(token);
    expect(saved).toEqual([
      {
        id: expect.stringMatching(/^card_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2039,
      },
    ]);
  });

  it('charges a saved card without the form: its number decides, 3-D Secure still asked', async () => {
    const { token, customer } = await shopper();
    await payOnForm(customer, '5555555555554444', true);
    await payOnForm(customer, '4000002760003184', true);
    const [mastercard, threeDs] = await cards(token);
    expect(mastercard).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(threeDs).toMatchObject({ brand: 'visa', last4: '3184' });

    const charged = await sandbox().createPayment(
      paymentInput({ customer, savedMethodId: mastercard!.id }),
    );
    expect(charged).toMatchObject({ status: 'succeeded', redirectUrl: null, errorCode: null });

    const challenged = await sandbox().createPayment(
      paymentInput({ customer, savedMethodId: threeDs!.id }),
    );
    expect(challenged).toMatchObject({
      status: 'requires_action',
      redirectUrl: `/api/v5/sandbox/3ds/${challenged.providerPaymentId}`,
    });
    await postForm(absolute(challenged.redirectUrl!), { decision: 'approve' });
    expect(await sandbox().getPayment(challenged.providerPaymentId)).toMatchObject({
      status: 'succeeded',
    });

    // A saved card that has expired since is refused as expired.
    await suite
      .db()
      .update(sandboxCards)
      .set({ expYear: 2020 })
      .where(eq(sandboxCards.id, mastercard!.id));
    expect(
      await sandbox().createPayment(paymentInput({ customer, savedMethodId: mastercard!.id })),
    ).toMatchObject({ status: 'failed', errorCode: '4000004' });
  });

  it("refuses to charge or delete another customer's card, as if it did not exist", async () => {
    const owner = await shopper();
    const other = await shopper();
    await payOnForm(owner.customer, '4242424242424242', true);
    const [card] = await cards(owner.token);
    await expect(
      sandbox().createPayment(paymentInput({ customer: other.customer, savedMethodId: card!.id })),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    const refused = await removeCard(other.token, card!.id, 'en');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(messages.en.payment.cards.notFound);
    expect(await cards(owner.token)).toHaveLength(1);

    expect((await removeCard(owner.token, card!.id)).status).toBe(204);
    expect(await cards(owner.token)).toEqual([]);
    expect((await removeCard(owner.token, card!.id)).body.message).toBe(
      messages.fr.payment.cards.notFound,
    );
    expect((await removeCard(owner.token, 'not a card id')).status).toBe(400);
  });
});

describe('saved cards: a provider that fails', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The sandbox, but its card book unreachable.
    const failing: PaymentProvider = {
      ...sandbox(),
      listSavedMethods: () => Promise.reject(new Error('provider down')),
      deleteSavedMethod: () => Promise.reject(new Error('provider down')),
    };
    server = await startServer(suite.started().database, testEnv(), { payments: failing });
  });
  afterAll(() => server?.close());

  it('answers a clear translated 502', async () => {
    const { token } = await shopper();
    const failingApi = http(server);
    const list = await failingApi.get<{ message: string }>('/secure/account/cards', {
      ...bearer(token),
      'Accept-Language': 'es',
    });
    expect(list).toMatchObject({
      status: 502,
      body: { message: messages.es.payment.cards.unavailable },
    });
    const removal = await failingApi.call<{ message: string }>(
      'DELETE',
      '/secure/account/cards/card_abc',
      undefined,
      { ...bearer(token), 'Accept-Language': 'de' },
    );
    expect(removal).toMatchObject({
      status: 502,
      body: { message: messages.de.payment.cards.deleteFailed },
    });
  });
});
