import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshApi, newCustomer, tokenInEmail } from './support/identity';

const suite = freshApi();
const { api, signUp, login, refresh, profile, outbox } = suite;

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  api.post('/security/password-reset/request', { email }, headers);
const confirm = (token: string, password: string) =>
  api.post('/security/password-reset/confirm', { token, password });

const resetEmails = async (email: string) =>
  (await outbox(email.toLowerCase())).filter((e) => e.kind === 'password_reset').length;

/** Asks for a link to an account, and waits for its e-mail: it is written after the answer. */
async function requestResetLink(email: string, headers: Record<string, string> = {}) {
  const before = await resetEmails(email);
  const answer = await requestReset(email, headers);
  await expect.poll(() => resetEmails(email)).toBe(before + 1);
  return answer;
}

async function resetToken(email: string): Promise<string> {
  const [latest] = (await outbox(email.toLowerCase())).filter((e) => e.kind === 'password_reset');
  if (!latest) throw new Error(`no reset e-mail for ${email}`);
  return tokenInEmail(latest.text);
}

describe('password reset', () => {
  it('answers unknown e-mails exactly like known ones, and e-mails only the known', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const known = await requestReset(customer.email);
    const unknown = await requestReset(`unknown.${Date.now()}@example.fr`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ status: 'accepted' });
    // Every answer has its own request id (observability); the rest must not tell them apart.
    const header = (answer: typeof known) =>
      [...answer.headers.entries()].filter(
        ([name]) => !['date', 'content-length', 'x-request-id'].includes(name),
      );
    expect(header(unknown)).toEqual(header(known));
    await expect
      .poll(async () => (await outbox(customer.email)).map((e) => e.kind))
      .toEqual(['password_reset', 'welcome']);
  });

  it('e-mails a 256-bit single-use link in the shopper language and store', async () => {
    const customer = newCustomer();
    await signUp(customer);
    await requestResetLink(customer.email, { 'X-Store': 'es', 'Accept-Language': 'es-ES' });
    const [email] = await outbox(customer.email);
    expect(email!.locale).toBe('es');
    expect(email!.subject).toBe('Restablecimiento de tu contraseña');
    expect(email!.text).toMatch(
      /http:\/\/es\.localhost:3000\/login\/reset-password\?token=[A-Za-z0-9_-]{43}\n/,
    );
    const token = tokenInEmail(email!.text);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('sets the new password once, revokes every session, refuses the token again', async () => {
    const customer = newCustomer();
    const session = (await signUp(customer)).body;
    const other = (await login(customer.email, customer.password)).body;
    await requestResetLink(customer.email);
    const token = await resetToken(customer.email);
    expect((await confirm(token, 'brandnew42')).status).toBe(204);
    // Every refresh token and access token of the customer is dead.
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await profile(other.token)).status).toBe(401);
    expect((await login(customer.email, customer.password)).status).toBe(401);
    expect((await login(customer.email, 'brandnew42')).status).toBe(200);
    const reused = await confirm(token, 'another42');
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ field: 'token' });
    expect((await login(customer.email, 'brandnew42')).status).toBe(200);
  });

  it('kills the previous link when a new one is asked', async () => {
    const customer = newCustomer();
    await signUp(customer);
    await requestResetLink(customer.email);
    const first = await resetToken(customer.email);
    await requestResetLink(customer.email);
    const second = await resetToken(customer.email);
    expect(second).not.toBe(first);
    expect((await confirm(first, 'brandnew42')).status).toBe(400);
    expect((await confirm(second, 'brandnew42')).status).toBe(204);
  });

  it('refuses a link older than one hour', async () => {
    const customer = newCustomer();
    await signUp(customer);
    await requestResetLink(customer.email);
    const token = await resetToken(customer.email);
    await suite
      .database()
      .db.execute(
        sql`update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'`,
      );
    expect((await confirm(token, 'brandnew42')).status).toBe(400);
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('checks the new password rule and the e-mail format', async () => {
    expect((await confirm('A'.repeat(43), 'short')).status).toBe(400);
    expect((await requestReset('not-an-email')).status).toBe(400);
    expect((await confirm('A'.repeat(43), 'brandnew42')).status).toBe(400);
  });
});

describe('automatic login', () => {
  it('opens a session once from the welcome e-mail link', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const [welcome] = await outbox(customer.email);
    expect(welcome!.kind).toBe('welcome');
    expect(welcome!.subject).toBe('Bienvenue chez Maison Rue');
    expect(welcome!.text).toContain('http://localhost:3000/autoconnect/');
    const token = tokenInEmail(welcome!.text);
    const first = await api.post<{ token: string }>('/security/autoconnect', { token });
    expect(first.status).toBe(200);
    expect((await profile(first.body.token)).body.email).toBe(customer.email.toLowerCase());
    expect((await api.post('/security/autoconnect', { token })).status).toBe(400);
  });

  it('does not accept a password-reset token as an automatic login', async () => {
    const customer = newCustomer();
    await signUp(customer);
    await requestResetLink(customer.email);
    const token = await resetToken(customer.email);
    expect((await api.post('/security/autoconnect', { token })).status).toBe(400);
    expect((await confirm(token, 'brandnew42')).status).toBe(204);
  });
});

describe('outbox view', () => {
  it('lists the latest e-mails, filtered by recipient', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const all = await api.get<{ emails: { to: string }[] }>('/dev/outbox?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.emails.length).toBeLessThanOrEqual(2);
    const mine = await outbox(customer.email.toUpperCase());
    expect(mine).toHaveLength(1);
    expect((await api.get('/dev/outbox?limit=1000')).status).toBe(400);
  });
});
