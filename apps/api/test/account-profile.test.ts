import type { TAddress, TCustomerProfile } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { shopperMessage } from '../src/services/shopper/messages';
import { describe, expect, it } from 'vitest';
import { spanishAddress } from './support/delivery';
import { fromNewIp, shopperApi } from './support/shopper';

const { api, bearer, signUp } = shopperApi();

type Refusal = { message: string; field?: string };

const patch = <T = TCustomerProfile>(token: string, body: unknown, headers = {}) =>
  api.call<T>('PATCH', '/secure/account/profile', body, { ...bearer(token), ...headers });
const profile = async (token: string) =>
  (await api.get<TCustomerProfile>('/secure/account/profile/v2', bearer(token))).body;
const subscribed = async (email: string) =>
  (
    await api.get<{ subscribed: boolean }>(
      `/newsletters/is-subscribed?email=${encodeURIComponent(email)}`,
      fromNewIp(),
    )
  ).body.subscribed;

/** A calendar day relative to today (UTC), as the API reads `birthday`. */
const day = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('PATCH /secure/account/profile', () => {
  it('changes civility, names, birthday and phone, and only the fields sent', async () => {
    const { token, email } = await signUp({ civility: 1, firstName: 'Jean', lastName: 'Martin' });
    expect(await profile(token)).toMatchObject({ phone: null, birthday: null, gender: 1 });
    const birthday = day(-30);
    const changed = await patch(token, {
      gender: 2,
      firstName: '  Zoé ',
      lastName: 'Weiß',
      birthday,
      phone: '06 12 34 56 78',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      gender: 2,
      firstName: 'Zoé',
      lastName: 'Weiß',
      birthday,
      // Kept in international form, as the address book keeps phones.
      phone: '+33 6 12 34 56 78',
      email,
      newsletter: false,
    });
    const renamed = await patch(token, { firstName: 'Zoë' });
    expect(renamed.body).toMatchObject({ firstName: 'Zoë', lastName: 'Weiß', birthday });
    expect(await profile(token)).toEqual(renamed.body);
    const cleared = await patch(token, { phone: null, birthday: null, gender: null });
    expect(cleared.body).toMatchObject({ phone: null, birthday: null, gender: null });
  });

  it("checks the phone for the main address's country, else the store's", async () => {
    const { token } = await signUp();
    const spanishStore = { 'X-Store': 'es', 'Accept-Language': 'es' };
    const inSpain = await patch(token, { phone: '612 34 56 78' }, spanishStore);
    expect(inSpain.status, JSON.stringify(inSpain.body)).toBe(200);
    expect(inSpain.body.phone).toBe('+34 612 34 56 78');

    const address = await api.post<TAddress>('/secure/account/addresses', spanishAddress(), {
      ...bearer(token),
      ...spanishStore,
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    // On the French store now, the main address makes a Spanish number national.
    expect((await patch(token, { phone: '698 76 54 32' })).body.phone).toBe('+34 698 76 54 32');

    const refused = await patch<Refusal>(token, { phone: '12 34' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'phone',
      message: messages.fr.account.changes.invalidPhone,
    });
    expect((await profile(token)).phone).toBe('+34 698 76 54 32');
  });

  it('refuses a birthday in the future or absurdly old, naming the field in the language', async () => {
    const { token } = await signUp();
    for (const birthday of [day(0, 1), '1850-06-01']) {
      const refused = await patch<Refusal>(token, { birthday }, { 'Accept-Language': 'en' });
      expect(refused.status, birthday).toBe(400);
      expect(refused.body).toEqual(
        expect.objectContaining({
          field: 'birthday',
          message: messages.en.account.changes.invalidBirthday,
        }),
      );
    }
    const notADay = await patch<Refusal>(token, { birthday: '2001-02-30' });
    expect(notADay.status).toBe(400);
    expect(notADay.body.field).toBe('birthday');
    expect((await patch(token, { birthday: day(0) })).status).toBe(200);
    expect((await profile(token)).birthday).toBe(day(0));
  });

  it('refuses bad input with a 400 naming the field, and needs a token', async () => {
    const { token } = await signUp();
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ firstName: '   ' }, 'firstName'],
      [{ lastName: 'x'.repeat(101) }, 'lastName'],
      [{ gender: 'Mme' }, 'gender'],
      [{ newsletter: 'yes' }, 'newsletter'],
      [{ phone: '0'.repeat(31) }, 'phone'],
    ];
    for (const [body, field] of cases) {
      const answer = await patch<Refusal>(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    expect((await api.call('PATCH', '/secure/account/profile', { firstName: 'Eve' })).status).toBe(
      401,
    );
  });

  it("changes only the token's own customer", async () => {
    const first = await signUp({ firstName: 'Anne' });
    const second = await signUp({ firstName: 'Paul' });
    await patch(first.token, { firstName: 'Annie', phone: '06 11 22 33 44' });
    expect(await profile(second.token)).toMatchObject({ firstName: 'Paul', phone: null });
  });
});

describe('the newsletter switch of the profile', () => {
  it('subscribes and unsubscribes the e-mail exactly as the newsletter form does', async () => {
    const { token, email } = await signUp();
    expect(await subscribed(email)).toBe(false);
    const on = await patch(token, { newsletter: true });
    expect(on.body.newsletter).toBe(true);
    expect(await subscribed(email)).toBe(true);
    // The footer's form sees the subscription the profile made.
    const again = await api.post<{ messages: string[] }>(
      '/newsletters/subscribe',
      { email },
      fromNewIp(),
    );
    expect(again.status).toBe(422);
    expect(again.body.messages).toEqual([shopperMessage('newsletter.already', 'fr')]);
    expect((await patch(token, { newsletter: true })).body.newsletter).toBe(true);

    const off = await patch(token, { newsletter: false });
    expect(off.body.newsletter).toBe(false);
    expect(await subscribed(email)).toBe(false);
  });

  it('shows as subscribed an account the newsletter form subscribed', async () => {
    const { token, email } = await signUp();
    expect(
      (await api.post('/newsletters/subscribe', { email: email.toUpperCase() }, fromNewIp()))
        .status,
    ).toBe(201);
    expect((await profile(token)).newsletter).toBe(true);
    await api.call('PATCH', '/newsletters/unsubscribe', { email }, fromNewIp());
    expect((await profile(token)).newsletter).toBe(false);
  });
});
