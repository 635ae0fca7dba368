import { PAYMENT_ERROR_CODES } from '@shop/domain/payment-errors';
import { messages } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCards } from '../src/db/schema';
import { escapeHtml } from '../src/payments/sandbox/pages/layout';
import { TEST_CARDS } from '../src/payments/sandbox/test-cards';
import { getPage, goodCard, paymentInput, postForm, sandboxApi } from './support/sandbox';

const suite = sandboxApi();
const fr = messages.fr.payment.hosted;
const en = messages.en.payment.hosted;

/** A new card payment and the absolute URL of its hosted form. */
async function cardPayment(overrides: Parameters<typeof paymentInput>[0] = {}) {
  const input = paymentInput(overrides);
  const payment = await suite.provider().createPayment(input);
  return { input, payment, formUrl: suite.absolute(payment.redirectUrl!) };
}

describe('sandbox: hosted card form', () => {
  it('is a requires_action payment whose redirect is the form, in the payment language', async () => {
    const { payment, formUrl } = await cardPayment({ locale: 'en', amountCents: 12345 });
    expect(payment).toMatchObject({ status: 'requires_action', errorCode: null });
    expect(payment.redirectUrl).toBe(`/api/v5/sandbox/pay/${payment.providerPaymentId}`);
    const page = await getPage(formUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    for (const label of [en.card.holder, en.card.number, en.card.expiry, en.card.cvc])
      expect(page.html).toContain(`>${label}</label>`);
    expect(page.html).toContain('Pay €123.45');
    expect(page.html).toContain('autocomplete="cc-number"');
    // The checkout's timeline, at its payment step, in the payment's language.
    const steps = [...page.html.matchAll(/<li( aria-current="step")?>.*?<\/li>/g)].map((m) =>
      m[0].replace(/<[^>]+>/g, ''),
    );
    expect(steps).toEqual(['1Basket', '2Delivery', '3Payment (current step)', '4Confirmation']);
    expect(page.html).toContain('<nav class="timeline" aria-label="Order steps">');
  });

  it("wears the shop's typeface: Inter from this API, allowed by the page's policy (issue 30)", async () => {
    const { formUrl } = await cardPayment();
    const page = await getPage(formUrl);
    const fontUrl = page.html.match(/@font-face\{[^}]*src:url\(([^)]+)\)/)?.[1];
    expect(fontUrl).toBe('/api/v5/sandbox/fonts/inter-latin-wght-normal.woff2');
    expect(page.html).toMatch(/@font-face\{font-family:'Inter Variable'/);
    expect(page.html).toMatch(/body\{[^}]*font:[^;}]*'Inter Variable',system-ui/);
    // The font's address is the page's own origin, which the policy allows for fonts.
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toMatch(/(^|; )font-src 'self'(;|$)/);
    expect(new URL(fontUrl!, formUrl).origin).toBe(new URL(formUrl).origin);
    const font = await fetch(suite.absolute(fontUrl!));
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    const bytes = Buffer.from(await font.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers the validation messages in words, keeping the holder but not the number', async () => {
    const { formUrl } = await cardPayment();
    const answer = await postForm(formUrl, {
      holder: 'Jeanne <b>Dupont</b>',
      number: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
      action: 'pay',
    });
    expect(answer.status).toBe(422);
    for (const text of [fr.errors.numberInvalid, fr.errors.expiryFormat, fr.errors.cvcInvalid])
      expect(answer.html).toContain(escapeHtml(text));
    expect(answer.html).toContain(escapeHtml(fr.card.fix));
    expect(answer.html).toContain('value="Jeanne &lt;b&gt;Dupont&lt;/b&gt;"');
    expect(answer.html).not.toContain('4242 4242 4242 4241');
    expect(answer.html).toMatch(/id="number"[^>]*aria-invalid="true"[^>]*autofocus/);
    const empty = await postForm(formUrl, { action: 'pay' });
    for (const key of [
      'holderRequired',
      'numberRequired',
      'expiryRequired',
      'cvcRequired',
    ] as const)
      expect(empty.html).toContain(escapeHtml(fr.errors[key]));
    const past = await postForm(formUrl, { ...goodCard('4242424242424242'), expiry: '01/20' });
    expect(past.html).toContain(escapeHtml(fr.errors.expiryPast));
  });

  it('gives every documented test card its outcome and code', async () => {
    expect(TEST_CARDS.filter((card) => /^\d+$/.test(card.outcome)).map((c) => c.outcome)).toEqual(
      expect.arrayContaining([...PAYMENT_ERROR_CODES]),
    );
    for (const card of TEST_CARDS) {
      const { input, payment, formUrl } = await cardPayment();
      const answer = await postForm(formUrl, goodCard(card.number));
      expect(answer.status, card.number).toBe(303);
      const after = await suite.provider().getPayment(payment.providerPaymentId);
      if (card.outcome === 'three_ds') {
        expect(answer.location).toBe(`/api/v5/sandbox/3ds/${payment.providerPaymentId}`);
        expect(after).toMatchObject({ status: 'requires_action', redirectUrl: answer.location });
        continue;
      }
      const outcome = card.outcome === 'succeeded' ? 'succeeded' : 'failed';
      expect(answer.location, card.number).toBe(`${input.returnUrl}&payment=${outcome}`);
      expect(after, card.number).toMatchObject({
        status: outcome,
        redirectUrl: null,
        errorCode: card.outcome === 'succeeded' ? null : card.outcome,
      });
    }
  });

  it('refuses 4000 0000 0000 0002 with the generic refusal and cancels on request', async () => {
    const refused = await cardPayment();
    await postForm(refused.formUrl, goodCard('4000 0000 0000 0002'));
    expect(await suite.provider().getPayment(refused.payment.providerPaymentId)).toMatchObject({
      status: 'failed',
      errorCode: '4000001',
    });
    const cancelled = await cardPayment();
    const answer = await postForm(cancelled.formUrl, { action: 'cancel' });
    expect(answer.location).toBe(`${cancelled.input.returnUrl}&payment=failed`);
    expect(await suite.provider().getPayment(cancelled.payment.providerPaymentId)).toMatchObject({
      status: 'failed',
      errorCode: '4010208',
    });
  });

  it('changes nothing when posted again: the shopper is sent back with the first outcome', async () => {
    const { input, formUrl } = await cardPayment();
    await postForm(formUrl, goodCard('4242424242424242'));
    const again = await postForm(formUrl, goodCard('4000000000000002'));
    expect(again).toMatchObject({ status: 303, location: `${input.returnUrl}&payment=succeeded` });
    expect((await getPage(formUrl)).location).toBe(`${input.returnUrl}&payment=succeeded`);
  });

  it('answers a missing payment with a 404 page', async () => {
    const page = await getPage(suite.absolute('/api/v5/sandbox/pay/pay_doesnotexist'));
    expect(page.status).toBe(404);
    expect(page.html).toContain(escapeHtml(fr.notFound));
    expect((await getPage(suite.absolute('/api/v5/sandbox/pay/not-an-id'))).status).toBe(404);
  });

  it('keeps a token of the card, never its number', async () => {
    const { formUrl } = await cardPayment({ saveMethod: true });
    await postForm(formUrl, { ...goodCard('4242 4242 4242 4242'), cvc: '987' });
    const { rows: columns } = (await suite
      .db()
      .execute(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'sandbox_cards' ORDER BY column_name`,
      )) as unknown as { rows: { column_name: string }[] };
    expect(columns.map((row) => row.column_name)).toEqual([
      'brand',
      'created_at',
      'customer_ref',
      'exp_month',
      'exp_year',
      'fingerprint',
      'holder',
      'id',
      'last4',
      'outcome',
      'saved',
    ]);
    const cards = await suite.db().select().from(sandboxCards);
    expect(cards.length).toBeGreaterThan(10);
    const everything = JSON.stringify(cards);
    for (const card of TEST_CARDS) expect(everything).not.toContain(card.number);
    expect(everything).not.toMatch(/\d{12,}/);
    expect(cards).toContainEqual(
      expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 }),
    );
  });
});

describe('sandbox: 3-D Secure challenge', () => {
  async function challenged() {
    const { input, payment, formUrl } = await cardPayment({ locale: 'de' });
    const answer = await postForm(formUrl, goodCard('4000 0027 6000 3184'));
    return { input, payment, challengeUrl: suite.absolute(answer.location!) };
  }

  it('shows the card and the amount with approve and refuse buttons', async () => {
    const { challengeUrl } = await challenged();
    const page = await getPage(challengeUrl);
    expect(page.status).toBe(200);
    const de = messages.de.payment.hosted.threeDs;
    expect(page.html).toContain(de.approve);
    expect(page.html).toContain(de.refuse);
    expect(page.html).toContain('Visa-Karte mit Endziffern 3184');
  });

  it('succeeds when approved', async () => {
    const { input, payment, challengeUrl } = await challenged();
    const answer = await postForm(challengeUrl, { decision: 'approve' });
    expect(answer.location).toBe(`${input.returnUrl}&payment=succeeded`);
    expect(await suite.provider().getPayment(payment.providerPaymentId)).toMatchObject({
      status: 'succeeded',
      errorCode: null,
    });
  });

  it('fails with the 3-D Secure code when refused', async () => {
    const { input, payment, challengeUrl } = await challenged();
    const answer = await postForm(challengeUrl, { decision: 'refuse' });
    expect(answer.location).toBe(`${input.returnUrl}&payment=failed`);
    expect(await suite.provider().getPayment(payment.providerPaymentId)).toMatchObject({
      status: 'failed',
      errorCode: '4000008',
    });
  });
});

describe('sandbox: PayPal approval', () => {
  async function paypal(installments: 1 | 4, amountCents = 10001) {
    const input = paymentInput({ kind: 'paypal', installments, amountCents, locale: 'en' });
    const payment = await suite.provider().createPayment(input);
    expect(payment.redirectUrl).toBe(`/api/v5/sandbox/paypal/${payment.providerPaymentId}`);
    return { input, payment, url: suite.absolute(payment.redirectUrl!) };
  }

  it('shows one payment or four instalments', async () => {
    expect((await getPage((await paypal(1)).url)).html).toContain('One payment of €100.01.');
    const four = (await getPage((await paypal(4)).url)).html;
    expect(four).toContain('4 instalments, €100.01 in total:');
    expect(four).toContain('Instalment 1: €25.01');
    expect(four).toContain('Instalment 4: €25.00');
  });

  it('succeeds when approved, fails as cancelled when cancelled', async () => {
    const approved = await paypal(4);
    expect((await postForm(approved.url, { decision: 'approve' })).location).toBe(
      `${approved.input.returnUrl}&payment=succeeded`,
    );
    expect(await suite.provider().getPayment(approved.payment.providerPaymentId)).toMatchObject({
      status: 'succeeded',
    });
    const cancelled = await paypal(1);
    expect((await postForm(cancelled.url, { decision: 'cancel' })).location).toBe(
      `${cancelled.input.returnUrl}&payment=failed`,
    );
    expect(await suite.provider().getPayment(cancelled.payment.providerPaymentId)).toMatchObject({
      status: 'failed',
      errorCode: '4010208',
    });
  });

  it('keeps its page to PayPal payments: a card form link sends to where the payment is', async () => {
    const { payment } = await paypal(1);
    const page = await getPage(suite.absolute(`/api/v5/sandbox/pay/${payment.providerPaymentId}`));
    expect(page).toMatchObject({ status: 303, location: payment.redirectUrl });
  });
});
