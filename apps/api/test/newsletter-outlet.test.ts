import {
  ZApiErrorBody,
  ZNewsletterRefusal,
  ZNewsletterStatus,
  ZOutletAccess,
} from '@shop/api-client/schemas';
import { verifyOutletGrant } from '@shop/api-client/outlet-grant';
import { LOCAL_REVALIDATE_SECRET } from '@shop/domain/cache';
import { describe, expect, it } from 'vitest';
import { fromNewIp, shopperApi } from './support/shopper';

const { api, signUp } = shopperApi();

let counter = 0;
const email = () => `news.${process.pid}.${++counter}@example.fr`;

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  api.post('/newsletters/subscribe', body, { ...fromNewIp(), ...headers });
const unsubscribe = (address: string) =>
  api.call('PATCH', '/newsletters/unsubscribe', { email: address }, fromNewIp());
const isSubscribed = async (address: string) => {
  const answer = await api.get(
    `/newsletters/is-subscribed?email=${encodeURIComponent(address)}`,
    fromNewIp(),
  );
  expect(answer.status).toBe(200);
  return ZNewsletterStatus.parse(answer.body).subscribed;
};
const outlet = (address: unknown, headers: Record<string, string> = fromNewIp()) =>
  api.post('/outlet/access', { email: address }, headers);

describe('newsletter', () => {
  it('subscribes a trimmed e-mail, then says it is already subscribed with a 422 message', async () => {
    const address = email();
    const first = await subscribe({ email: `  ${address.toUpperCase()} ` });
    expect(first.status).toBe(201);
    expect(ZNewsletterStatus.parse(first.body)).toEqual({ email: address, subscribed: true });
    expect(await isSubscribed(address)).toBe(true);
    const again = await subscribe({ email: address });
    expect(again.status).toBe(422);
    expect(ZNewsletterRefusal.parse(again.body).messages[0]).toBe(
      'Vous êtes déjà inscrit à la newsletter',
    );
  });

  it('answers a malformed e-mail with a 422 message in the shopper language', async () => {
    const french = await subscribe({ email: 'nope' });
    expect(french.status).toBe(422);
    expect(ZNewsletterRefusal.parse(french.body).messages).toEqual(['Adresse e-mail invalide.']);
    const english = await subscribe({ email: 'a@b' }, { 'Accept-Language': 'en' });
    expect(ZNewsletterRefusal.parse(english.body).messages).toEqual(['Invalid e-mail address.']);
  });

  it('answers a body without an e-mail string with a 400 naming email', async () => {
    for (const body of [{}, { email: 5 }, { email: null }]) {
      const answer = await subscribe(body);
      expect(answer.status).toBe(400);
      expect(ZApiErrorBody.parse(answer.body).field).toBe('email');
    }
  });

  it('unsubscribes, and subscribes again', async () => {
    const address = email();
    await subscribe({ email: address });
    const answer = await unsubscribe(address);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: address, subscribed: false });
    expect(await isSubscribed(address)).toBe(false);
    expect((await subscribe({ email: address })).status).toBe(201);
    expect(await isSubscribed(address)).toBe(true);
  });

  it('follows a customer newsletter flag', async () => {
    const customer = await signUp({ newsletter: true });
    expect(await isSubscribed(customer.email)).toBe(true);
    expect((await subscribe({ email: customer.email })).status).toBe(422);
    await unsubscribe(customer.email);
    expect(await isSubscribed(customer.email)).toBe(false);
  });

  it('limits a client to 5 subscribe or unsubscribe calls per 5 minutes', async () => {
    const ip = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await api.post('/newsletters/subscribe', { email: email() }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await api.call('PATCH', '/newsletters/unsubscribe', { email: email() }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /outlet/access', () => {
  it('grants newsletter subscribers and customers, refuses others with a 403', async () => {
    const subscriber = email();
    await subscribe({ email: subscriber });
    const granted = await outlet(` ${subscriber} `);
    expect(granted.status).toBe(200);
    expect(ZOutletAccess.parse(granted.body)).toMatchObject({ access: true, email: subscriber });
    // Issue 30, item 10: the access is remembered, signed with the secret the storefront
    // shares (its local default here), in an HttpOnly cookie of the outletEmail cookie's life.
    const { grant } = ZOutletAccess.parse(granted.body);
    await expect(verifyOutletGrant(LOCAL_REVALIDATE_SECRET, grant, Date.now())).resolves.toBe(true);
    await expect(verifyOutletGrant('another-secret-entirely', grant, Date.now())).resolves.toBe(
      false,
    );
    expect(granted.headers.get('set-cookie')).toBe(
      `outletGrant=${grant}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    );
    const customer = await signUp();
    expect((await outlet(customer.email.toUpperCase())).status).toBe(200);
    const stranger = await outlet(email());
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('set-cookie')).toBeNull();
    expect(ZApiErrorBody.parse(stranger.body).status).toBe(403);
    await unsubscribe(subscriber);
    expect((await outlet(subscriber)).status).toBe(403);
  });

  it('answers a malformed e-mail with a 400 naming email', async () => {
    const answer = await outlet('not-an-email');
    expect(answer.status).toBe(400);
    expect(ZApiErrorBody.parse(answer.body).field).toBe('email');
  });

  it('limits a client to 5 checks per 5 minutes', async () => {
    const ip = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await outlet(email(), ip)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});
