import type { TCustomerProfile } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { freshApi, newCustomer, tokenInEmail } from './support/identity';
import { fromNewIp } from './support/shopper';

const { api, bearer, signUp, login, refresh, profile, outbox } = freshApi();

type Refusal = { message: string; field?: string };

/** A customer signed in twice: two sessions, as on a laptop and a phone. */
async function twoSessions() {
  const customer = newCustomer();
  const laptop = (await signUp(customer)).body;
  const phone = (await login(customer.email, customer.password)).body;
  return { customer, laptop, phone };
}

const changePassword = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call<Refusal>('PATCH', '/secure/account/password', body, {
    ...bearer(token),
    ...fromNewIp(),
    ...headers,
  });
const changeEmail = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call<TCustomerProfile & Refusal>('PATCH', '/secure/account/email', body, {
    ...bearer(token),
    ...fromNewIp(),
    ...headers,
  });

describe('PATCH /secure/account/password', () => {
  it('changes it, keeps this session and ends every other one', async () => {
    const { customer, laptop, phone } = await twoSessions();
    await api.post('/security/password-reset/request', { email: customer.email }, fromNewIp());
    // The reset e-mail is written just after the answer.
    await expect
      .poll(async () => (await outbox(customer.email)).some((m) => m.kind === 'password_reset'))
      .toBe(true);
    const [resetMail] = (await outbox(customer.email)).filter((m) => m.kind === 'password_reset');

    const changed = await changePassword(laptop.token, {
      oldPassword: customer.password,
      newPassword: 'nouveau2024',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);

    // This session goes on, access and refresh alike.
    expect((await profile(laptop.token)).status).toBe(200);
    const renewed = await refresh(laptop.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await profile(renewed.body.token)).status).toBe(200);
    // The other one is over at once, and cannot come back through its refresh token.
    expect((await profile(phone.token)).status).toBe(401);
    expect((await refresh(phone.refresh_token)).status).toBe(401);

    expect((await login(customer.email, customer.password)).status).toBe(401);
    expect((await login(customer.email, 'nouveau2024')).status).toBe(200);
    // A reset link sent before the change opens nothing any more.
    const reset = await api.post<Refusal>('/security/password-reset/confirm', {
      token: tokenInEmail(resetMail!.text),
      password: 'autre2024x',
    });
    expect(reset.status).toBe(400);
    const [notice] = (await outbox(customer.email)).filter((m) => m.kind === 'password_changed');
    expect(notice).toMatchObject({
      locale: 'fr',
      subject: messages.fr.account.email.passwordChanged.subject,
    });
    expect(notice!.text).toContain(customer.firstName);
  });

  it("refuses a wrong old password with the spec's message, and changes nothing", async () => {
    const { customer, laptop, phone } = await twoSessions();
    const wrong = await changePassword(laptop.token, {
      oldPassword: 'pas-le-bon-1',
      newPassword: 'nouveau2024',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      field: 'oldPassword',
      message: "L'ancien mot de passe n'est pas correct",
    });
    const english = await changePassword(
      laptop.token,
      { oldPassword: 'pas-le-bon-1', newPassword: 'nouveau2024' },
      { 'Accept-Language': 'en' },
    );
    expect(english.body.message).toBe(messages.en.account.changes.oldPasswordWrong);
    expect((await profile(phone.token)).status).toBe(200);
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('wants a new password different from the old one, following the password rule', async () => {
    const { customer, laptop } = await twoSessions();
    const same = await changePassword(laptop.token, {
      oldPassword: customer.password,
      newPassword: customer.password,
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      field: 'newPassword',
      message: messages.fr.account.changes.samePassword,
    });
    const weak = await changePassword(laptop.token, {
      oldPassword: customer.password,
      newPassword: 'lettersonly',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('newPassword');
    const missing = await changePassword(laptop.token, { newPassword: 'nouveau2024' });
    expect(missing.body.field).toBe('oldPassword');
    expect((await api.call('PATCH', '/secure/account/password', {})).status).toBe(401);
  });

  it('gives a stolen token no more password guesses than the login form', async () => {
    const { customer, laptop } = await twoSessions();
    const ip = fromNewIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (
          await changePassword(
            laptop.token,
            { oldPassword: `guess-${attempt}-x`, newPassword: 'nouveau2024' },
            ip,
          )
        ).status,
      );
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const right = await changePassword(
      laptop.token,
      { oldPassword: customer.password, newPassword: 'nouveau2024' },
      ip,
    );
    expect(right.status).toBe(429);
  });
});

describe('PATCH /secure/account/email', () => {
  it('changes the sign-in e-mail with the password, and tells the old address', async () => {
    const { customer, laptop, phone } = await twoSessions();
    const next = `Nouvelle.${Date.now()}@Example.fr`;
    const changed = await changeEmail(laptop.token, { email: next, password: customer.password });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      email: next.toLowerCase(),
      firstName: customer.firstName,
    });
    expect((await profile(laptop.token)).body.email).toBe(next.toLowerCase());
    // This session goes on; the other one is over at once, its refresh token too (issue 30).
    expect((await refresh(laptop.refresh_token)).status).toBe(200);
    expect((await profile(phone.token)).status).toBe(401);
    expect((await refresh(phone.refresh_token)).status).toBe(401);

    const [notice] = (await outbox(customer.email)).filter((m) => m.kind === 'email_changed');
    expect(notice).toMatchObject({ subject: messages.fr.account.email.emailChanged.subject });
    expect(notice!.text).toContain(next.toLowerCase());
    expect(await outbox(next.toLowerCase())).toEqual([]);

    expect((await login(customer.email, customer.password)).status).toBe(401);
    expect((await login(next, customer.password)).status).toBe(200);
    // The old address is free: someone may open an account with it.
    expect((await signUp({ ...newCustomer(), email: customer.email })).status).toBe(201);
  });

  it('refuses a wrong password (400) and an address another account has (409)', async () => {
    const { customer, laptop } = await twoSessions();
    const taken = newCustomer();
    await signUp(taken);
    const wrong = await changeEmail(laptop.token, {
      email: `autre.${Date.now()}@example.fr`,
      password: 'pas-le-bon-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      field: 'password',
      message: messages.fr.account.changes.passwordWrong,
    });
    const conflict = await changeEmail(
      laptop.token,
      { email: taken.email.toUpperCase(), password: customer.password },
      { 'Accept-Language': 'de' },
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      field: 'email',
      message: messages.de.account.changes.emailTaken,
    });
    const malformed = await changeEmail(laptop.token, {
      email: 'pas-une-adresse',
      password: customer.password,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('email');
    expect((await profile(laptop.token)).body.email).toBe(customer.email);
    expect((await outbox(customer.email)).some((m) => m.kind === 'email_changed')).toBe(false);
  });

  it("never lets wrong passwords sent with a token lock the owner's sign-in", async () => {
    const { customer, laptop } = await twoSessions();
    const ip = fromNewIp();
    const statuses: number[] = [];
    // Whoever holds the token guesses through the e-mail change and the account deletion.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const body = { email: `autre.${Date.now()}@example.fr`, password: `guess-${attempt}-x` };
      statuses.push((await changeEmail(laptop.token, body, ip)).status);
      const deletion = { password: `guess-${attempt}-y` };
      statuses.push(
        (await api.post('/secure/account/delete', deletion, { ...bearer(laptop.token), ...ip }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    // The owner still signs in at once, with no bot check (issue 30).
    expect((await login(customer.email, customer.password, fromNewIp())).status).toBe(200);
  });

  it('moves the newsletter subscription to the new address', async () => {
    const { customer, laptop } = await twoSessions();
    const subscribed = async (email: string) =>
      (
        await api.get<{ subscribed: boolean }>(
          `/newsletters/is-subscribed?email=${encodeURIComponent(email)}`,
          fromNewIp(),
        )
      ).body.subscribed;
    await api.post('/newsletters/subscribe', { email: customer.email }, fromNewIp());
    expect(await subscribed(customer.email)).toBe(true);
    const next = `lettre.${Date.now()}@example.fr`;
    expect(
      (await changeEmail(laptop.token, { email: next, password: customer.password })).body
        .newsletter,
    ).toBe(true);
    expect(await subscribed(next)).toBe(true);
    expect(await subscribed(customer.email)).toBe(false);
  });
});
