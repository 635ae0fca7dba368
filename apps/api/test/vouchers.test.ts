import { createHash } from 'node:crypto';
import {
  ZAdminGiftCards,
  ZGiftCardActivated,
  ZVouchers,
  type TAdminGiftCards,
  type TGiftCardActivated,
  type TVouchers,
} from '@shop/api-client/schemas';
import { GIFT_CARD_ATTEMPTS, normalizeGiftCardCode } from '@shop/domain/vouchers';
import { messages } from '@shop/i18n';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { suiteName } from './support/databases';
import { ADMIN, orderApi } from './support/orders';

const { api, db, bearer, customers } = orderApi({}, { connections: 12 });

type Shopper = Awaited<ReturnType<typeof customers>>[number];
let shopper: Shopper;
beforeAll(async () => {
  shopper = (await customers(1))[0]!;
});

const DAY = 86_400_000;
let addressCount = 0;
/** A client address of its own per test: the per-address limit of one never meets another's. */
const newAddress = () => `198.51.100.${(addressCount += 1)}`;

const makeCards = (body: unknown, headers: Record<string, string> = ADMIN) =>
  api.post<TAdminGiftCards>('/admin/gift-cards', body, headers);

async function card(amount = 50, validityDays?: number) {
  const made = await makeCards({ amount, ...(validityDays ? { validityDays } : {}) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.giftCards[0]!;
}

const activate = (who: Shopper, code: string, address: string, language = 'fr') =>
  api.post<TGiftCardActivated & { message: string; field?: string }>(
    '/secure/account/gift-cards',
    { code },
    { ...bearer(who.token), 'X-Forwarded-For': address, 'Accept-Language': language },
  );

const list = async (who: Shopper, language = 'fr') => {
  const answer = await api.get<TVouchers>('/secure/account/vouchers', {
    ...bearer(who.token),
    'Accept-Language': language,
  });
  expect(answer.status).toBe(200);
  return ZVouchers.parse(answer.body);
};

describe('POST /admin/gift-cards', () => {
  it('needs the admin token and a valid amount', async () => {
    expect((await makeCards({ amount: 50 }, {} as typeof ADMIN)).status).toBe(401);
    expect((await makeCards({ amount: -5 })).status).toBe(400);
    expect((await makeCards({ amount: 50, count: 101 })).status).toBe(400);
  });

  it('answers the codes once and keeps only a hash of each and its last four characters', async () => {
    const made = await makeCards({ amount: 25.5, count: 3, validityDays: 30 });
    expect(made.status).toBe(201);
    const { giftCards } = ZAdminGiftCards.parse(made.body);
    expect(giftCards).toHaveLength(3);
    expect(new Set(giftCards.map((made) => made.code)).size).toBe(3);
    for (const made of giftCards) {
      expect(made.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
      expect(made.amount).toBe(25.5);
      const days = (Date.parse(made.expiresAt) - Date.now()) / DAY;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    }
    const rows = await db()
      .select()
      .from(t.giftCards)
      .where(
        inArray(
          t.giftCards.id,
          giftCards.map((made) => made.id),
        ),
      );
    for (const row of rows) {
      const code = normalizeGiftCardCode(giftCards.find((made) => made.id === row.id)!.code)!;
      expect(row.codeHash).toBe(createHash('sha256').update(code).digest('hex'));
      expect(row.lastFour).toBe(code.slice(-4));
      expect(row.amountCents).toBe(2550);
      expect(JSON.stringify(row)).not.toContain(code);
    }
  });
});

describe('POST /secure/account/gift-cards', () => {
  it('turns a card into a voucher of the customer once, as typed on the card or not', async () => {
    const made = await card(40);
    const [owner, other] = await customers(2);
    const address = newAddress();
    const typed = made.code.toLowerCase().replaceAll('-', ' ');
    const activated = await activate(owner!, typed, address);
    expect(activated.status, JSON.stringify(activated.body)).toBe(201);
    const { voucher } = ZGiftCardActivated.parse(activated.body);
    expect(voucher).toMatchObject({
      kind: 'voucher',
      origin: 'gift_card',
      label: `Carte cadeau …${made.code.slice(-4)}`,
      amount: 40,
      remaining: 40,
      state: 'active',
      expiresAt: made.expiresAt,
    });
    const again = await activate(owner!, made.code, address);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.fr.vouchers.giftCard.used);
    const stolen = await activate(other!, made.code, newAddress(), 'de');
    expect(stolen.status).toBe(409);
    expect(stolen.body.message).toBe(messages.de.vouchers.giftCard.used);
    expect((await list(owner!)).vouchers.map((known) => known.id)).toEqual([voucher.id]);
    expect((await list(other!)).vouchers).toEqual([]);
  });

  it('tells an unknown and an expired code apart, in the customer’s language', async () => {
    const address = newAddress();
    const unknown = await activate(shopper, 'AAAA-BBBB-CCCC-DDDD', address, 'es');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      message: messages.es.vouchers.giftCard.unknown,
      field: 'code',
    });
    // Not a code at all (a letter a card never has): unknown as well.
    expect((await activate(shopper, 'AAAA-BBBB-CCCC-DDD0', address)).status).toBe(404);
    const made = await card(20);
    await db()
      .update(t.giftCards)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(t.giftCards.id, made.id));
    const expired = await activate(shopper, made.code, address, 'it');
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(messages.it.vouchers.giftCard.expired);
    expect((await activate(shopper, made.code, address, 'nl')).body.message).toBe(
      messages.nl.vouchers.giftCard.expired,
    );
  });

  it('refuses a customer past the wrong codes allowed (429 with Retry-After), even with a good code', async () => {
    const [guesser] = await customers(1);
    const good = await card(30);
    const address = newAddress();
    for (let attempt = 1; attempt <= GIFT_CARD_ATTEMPTS.perCustomer; attempt += 1)
      expect((await activate(guesser!, `WRNG-CODE-${attempt}AAA-AAAA`, address)).status).toBe(404);
    // From anywhere: the limit is the customer's.
    const refused = await activate(guesser!, good.code, newAddress(), 'en');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(GIFT_CARD_ATTEMPTS.windowMinutes * 60);
    expect(refused.body.message).toBe(
      messages.en.vouchers.giftCard.tooManyAttempts.replace(
        '{{minutes}}',
        String(Math.ceil(wait / 60)),
      ),
    );
    // The card was not touched: somebody else activates it.
    expect((await activate(shopper, good.code, newAddress())).status).toBe(201);
  });

  it('refuses a client address past the wrong codes allowed, whichever customers it signs in', async () => {
    const address = newAddress();
    const perCustomer = GIFT_CARD_ATTEMPTS.perCustomer - 1;
    const guessers = await customers(Math.ceil(GIFT_CARD_ATTEMPTS.perAddress / perCustomer) + 1);
    let wrong = 0;
    for (const guesser of guessers.slice(0, -1))
      for (
        let attempt = 0;
        attempt < perCustomer && wrong < GIFT_CARD_ATTEMPTS.perAddress;
        attempt += 1
      ) {
        expect((await activate(guesser, 'WRNG-CODE-AAAA-AAAA', address)).status).toBe(404);
        wrong += 1;
      }
    const good = await card(10);
    const fresh = guessers.at(-1)!;
    expect((await activate(fresh, good.code, address)).status).toBe(429);
    expect((await activate(fresh, good.code, newAddress())).status).toBe(201);
  });
});

describe('GET /secure/account/vouchers', () => {
  it('needs the sign-in', async () => {
    expect((await api.get('/secure/account/vouchers')).status).toBe(401);
  });

  it('lists them newest first with their state, and sums what can be spent now', async () => {
    const [owner] = await customers(1);
    const now = Date.now();
    const values = (
      amountCents: number,
      remainingCents: number,
      ageDays: number,
      lifeDays: number,
    ) => ({
      customerId: owner!.id,
      kind: 'voucher',
      origin: 'goodwill',
      amountCents,
      remainingCents,
      validFrom: new Date(now - ageDays * DAY),
      expiresAt: new Date(now + lifeDays * DAY),
      createdAt: new Date(now - ageDays * DAY),
    });
    await db()
      .insert(t.vouchers)
      .values([
        values(2_000, 1_250, 30, 300), // partly spent
        values(1_000, 0, 20, 300), // used up
        values(1_500, 1_500, 400, -35), // expired
        values(990, 990, 1, 30),
      ]);
    const answer = await list(owner!, 'en');
    expect(
      answer.vouchers.map((voucher) => [voucher.amount, voucher.remaining, voucher.state]),
    ).toEqual([
      [9.9, 9.9, 'active'],
      [10, 0, 'used'],
      [20, 12.5, 'active'],
      [15, 15, 'expired'],
    ]);
    expect(answer.vouchers[0]!.label).toBe(messages.en.vouchers.origin.goodwill);
    expect(answer.available).toBe(22.4);
  });
});

// PostgreSQL only: PGlite runs one transaction at a time, so nothing would race there.
describe.runIf(suiteName() === 'postgres')('activations racing for one code', () => {
  it('lets exactly one of ten customers activate the card', async () => {
    const made = await card(60);
    const racers = await customers(10);
    const answers = await Promise.all(
      racers.map((racer) => activate(racer, made.code, newAddress())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = racers[statuses.indexOf(201)]!;
    const created = await db().select().from(t.vouchers).where(eq(t.vouchers.giftCardId, made.id));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ customerId: winner.id, remainingCents: 6_000 });
  });
});
