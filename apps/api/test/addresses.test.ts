import { ZAddress, ZAddresses, ZFieldErrors, type TAddress } from '@shop/api-client/schemas';
import { ADDRESS_BOOK_MAX } from '@shop/domain/address';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { frenchAddress, spanishAddress } from './support/delivery';
import { shopperApi } from './support/shopper';

const { api, database, bearer, signUp } = shopperApi();

const fr = messages.fr.delivery.address.errors;
const es = messages.es.delivery.address.errors;
const it_ = messages.it.delivery.address.errors;

type Headers = Record<string, string>;
const store = (id: string, language = id): Headers => ({
  'X-Store': id,
  'Accept-Language': language,
});

const create = (token: string, body: unknown, headers: Headers = store('fr')) =>
  api.post<TAddress>('/secure/account/addresses', body, { ...bearer(token), ...headers });
const update = (token: string, body: unknown, headers: Headers = store('fr')) =>
  api.call<TAddress>('PATCH', '/secure/account/addresses', body, { ...bearer(token), ...headers });
const remove = (token: string, id: number, headers: Headers = store('fr')) =>
  api.call('DELETE', `/secure/account/addresses/${id}`, undefined, {
    ...bearer(token),
    ...headers,
  });
const book = async (token: string, headers: Headers = store('fr')) => {
  const answer = await api.get('/secure/account/addresses', { ...bearer(token), ...headers });
  expect(answer.status).toBe(200);
  return ZAddresses.parse(answer.body);
};
const created = async (token: string, body: unknown, headers?: Headers) => {
  const answer = await create(token, body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ZAddress.parse(answer.body);
};
const refused = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(422);
  return ZFieldErrors.parse(body);
};

describe('address book: creation and validation', () => {
  it('creates the first address as the default, phone and postcode normalised', async () => {
    const { token } = await signUp();
    const address = await created(
      token,
      frenchAddress({ zipCode: ' 75002 ', phoneNumber: '06 12 34 56 78', label: ' Maison ' }),
    );
    expect(address).toMatchObject({
      label: 'Maison',
      zipCode: '75002',
      phoneNumber: '+33 6 12 34 56 78',
      countryIsoCode2: 'FR',
      countryName: 'France',
      activeCountry: true,
      default: true,
      streetDetails: null,
    });
    expect(await book(token)).toEqual([address]);
  });

  it('names every missing required field, with the summary line, in French', async () => {
    const { token } = await signUp();
    const empty = { civility: null, lastName: '', firstName: ' ', street: '', zipCode: '' };
    const body = await refused(
      create(token, frenchAddress({ ...empty, city: '', phoneNumber: '' })),
    );
    expect(body.message).toBe('Veuillez compléter tous les champs obligatoires');
    expect(body.errors).toEqual({
      civility: fr.civilityRequired,
      lastName: fr.lastNameRequired,
      firstName: fr.firstNameRequired,
      street: fr.streetRequired,
      city: fr.cityRequired,
      zipCode: fr.zipCodeRequired,
      phoneNumber: fr.phoneNumberRequired,
    });
    expect(await book(token)).toEqual([]);
  });

  it('answers in the request language (Spanish store)', async () => {
    const { token } = await signUp();
    const body = await refused(
      create(token, spanishAddress({ lastName: '', city: '' }), store('es')),
    );
    expect(body.message).toBe(es.requiredFields);
    expect(body.errors).toEqual({ lastName: es.lastNameRequired, city: es.cityRequired });
  });

  it('checks the postcode and phone of the address country', async () => {
    const { token } = await signUp();
    const badZip = await refused(create(token, frenchAddress({ zipCode: '7502' })));
    expect(badZip).toMatchObject({
      message: fr.invalidZipCode,
      errors: { zipCode: fr.invalidZipCode },
    });
    expect(fr.invalidZipCode).toBe("Ce code postal n'est pas valide pour ce pays.");
    const badPhone = await refused(create(token, frenchAddress({ phoneNumber: '06 12' })));
    expect(badPhone.errors).toEqual({ phoneNumber: fr.invalidPhone });
    // A Belgian postcode has four digits: the French five-digit one is refused.
    const belgian = await refused(
      create(
        token,
        frenchAddress({ countryIsoCode2: 'BE', zipCode: '75002', phoneNumber: '0470 12 34 56' }),
      ),
    );
    expect(belgian.errors).toEqual({ zipCode: fr.invalidZipCode });
    const spanishZip = await refused(
      create(token, spanishAddress({ zipCode: '60001' }), store('es')),
    );
    expect(spanishZip.errors).toEqual({ zipCode: es.invalidZipCode });
    const spanishPhone = await refused(
      create(token, spanishAddress({ phoneNumber: '12 34' }), store('es')),
    );
    expect(spanishPhone).toMatchObject({
      message: es.invalidPhone,
      errors: { phoneNumber: es.invalidPhone },
    });
    const madrid = await created(token, spanishAddress(), store('es'));
    expect(madrid).toMatchObject({ phoneNumber: '+34 612 34 56 78', countryName: 'España' });
  });

  it('refuses a country the store does not deliver', async () => {
    const { token } = await signUp();
    for (const country of ['GB', 'CH', 'ES']) {
      const body = await refused(create(token, frenchAddress({ countryIsoCode2: country })));
      expect(body.errors.countryIsoCode2, country).toBe(fr.countryNotDeliverable);
    }
    const italian = await refused(create(token, spanishAddress(), store('it')));
    expect(italian).toMatchObject({
      message: it_.countryNotDeliverable,
      errors: { countryIsoCode2: it_.countryNotDeliverable },
    });
  });

  it('answers 400 for a malformed body and 401 without a token', async () => {
    const { token } = await signUp();
    expect((await create(token, frenchAddress({ civility: 'Mr' }))).status).toBe(400);
    expect((await create(token, { lastName: 'Martin' })).status).toBe(400);
    const anonymous = await api.post('/secure/account/addresses', frenchAddress());
    expect(anonymous.status).toBe(401);
  });
});

describe('address book: one default address', () => {
  it('moves the default to the address sent with default, and keeps one', async () => {
    const { token } = await signUp();
    const first = await created(token, frenchAddress({ label: 'first' }));
    const second = await created(token, frenchAddress({ label: 'second' }));
    expect(second.default).toBe(false);
    const third = await created(token, frenchAddress({ label: 'third', default: true }));
    expect(third.default).toBe(true);
    const defaults = async () =>
      (await book(token)).filter((address) => address.default).map((address) => address.label);
    expect(await defaults()).toEqual(['third']);
    expect((await book(token))[0]!.id).toBe(third.id);

    const moved = await update(token, {
      ...frenchAddress({ label: 'second' }),
      id: second.id,
      default: true,
    });
    expect(moved.status).toBe(200);
    expect(await defaults()).toEqual(['second']);
    // The default stays the default: a book always has one.
    await update(token, {
      ...frenchAddress({ label: 'second', city: 'Lyon', zipCode: '69001' }),
      id: second.id,
      default: false,
    });
    expect(await defaults()).toEqual(['second']);
    expect((await book(token)).find((address) => address.id === second.id)?.city).toBe('Lyon');

    // Deleting the default makes the oldest remaining address the default.
    expect((await remove(token, second.id)).status).toBe(204);
    expect(await defaults()).toEqual(['first']);
    expect((await book(token)).map((address) => address.id).sort()).toEqual(
      [first.id, third.id].sort(),
    );
  });

  it('never deletes the last address', async () => {
    const { token } = await signUp();
    const only = await created(token, frenchAddress());
    const answer = await remove(token, only.id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ status: 409, message: fr.lastAddress });
    const english = await remove(token, only.id, store('fr', 'en'));
    expect(english.body).toMatchObject({
      message: messages.en.delivery.address.errors.lastAddress,
    });
    expect(await book(token)).toHaveLength(1);
  });

  it('keeps exactly one default under concurrent creations', async () => {
    const { token } = await signUp();
    const firsts = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create(token, frenchAddress({ label: `a${index}` }))),
    );
    expect(firsts.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect((await book(token)).filter((address) => address.default)).toHaveLength(1);
    const defaults = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        create(token, frenchAddress({ label: `b${index}`, default: true })),
      ),
    );
    expect(defaults.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const addresses = await book(token);
    expect(addresses).toHaveLength(12);
    expect(addresses.filter((address) => address.default)).toHaveLength(1);
  });

  it('caps the book with a clear 409', async () => {
    const { token } = await signUp();
    const first = await created(token, frenchAddress());
    const [row] = await database()
      .db.select()
      .from(t.customerAddresses)
      .where(eq(t.customerAddresses.id, first.id));
    const { id: _id, createdAt: _c, ...copy } = row!;
    await database()
      .db.insert(t.customerAddresses)
      .values(Array.from({ length: ADDRESS_BOOK_MAX - 2 }, () => ({ ...copy, isDefault: false })));
    await created(token, frenchAddress());
    const answer = await create(token, frenchAddress());
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: fr.tooMany.replace('{{max}}', String(ADDRESS_BOOK_MAX)),
    });
  });
});

describe('address book: ownership', () => {
  it("answers 404 for another customer's address, and leaves it alone", async () => {
    const owner = await signUp();
    const other = await signUp();
    const address = await created(owner.token, frenchAddress({ label: 'mine' }));
    await created(other.token, frenchAddress());
    const patched = await update(other.token, {
      ...frenchAddress({ label: 'stolen' }),
      id: address.id,
    });
    expect(patched.status).toBe(404);
    expect(patched.body).toMatchObject({ message: fr.notFound });
    expect((await remove(other.token, address.id)).status).toBe(404);
    expect((await remove(other.token, 999_999)).status).toBe(404);
    expect((await book(owner.token))[0]).toMatchObject({ id: address.id, label: 'mine' });
    const basket = await api.post(
      '/basket/detail',
      { basketItems: [], shippingAddressId: address.id },
      bearer(other.token),
    );
    expect(basket.status).toBe(404);
    expect(basket.body).toMatchObject({ message: fr.notFound, field: 'shippingAddressId' });
    const anonymous = await api.post('/basket/detail', {
      basketItems: [],
      shippingAddressId: address.id,
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 400 for a malformed address id', async () => {
    const { token } = await signUp();
    expect((await remove(token, 0)).status).toBe(400);
    const answer = await api.call(
      'DELETE',
      '/secure/account/addresses/abc',
      undefined,
      bearer(token),
    );
    expect(answer.status).toBe(400);
  });
});
