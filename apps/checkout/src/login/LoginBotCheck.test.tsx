import { readBrowserSession } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function lockedAccount() {
  const api = new FakeApi();
  api.addCustomer('jeanne@example.fr', 'secret123');
  api.botCheck.locked.add('jeanne@example.fr');
  return api;
}

function logIn(password: string) {
  type('Adresse e-mail', 'jeanne@example.fr');
  type('Mot de passe', password);
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

// Issue 19: ten failures from anyone must not lock the owner out. The API answers 429 naming
// the bot check; the form passes it and sends the login again with its token.
describe('login past the failed attempts of an account', () => {
  it('shows the bot check, solves it and signs the owner in with it', async () => {
    const { api, router } = renderApp({
      path: '/login?mode=connection&redirect=%2Faccount',
      api: lockedAccount(),
    });
    logIn('secret123');
    expect((await screen.findByRole('status')).textContent).toBe(
      "Plusieurs essais ont échoué sur ce compte : nous vérifions que vous n'êtes pas un robot avant de vous connecter…",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), {
      timeout: 10_000,
    });
    const logins = api.callsTo('/security/login');
    expect(logins).toHaveLength(2);
    expect(logins[0]!.body).not.toHaveProperty('botToken');
    expect(logins[1]!.body).toMatchObject({
      _username: 'jeanne@example.fr',
      botToken: api.botCheck.passed[0],
    });
    expect(api.callsTo('/bot-check/challenge')[0]!.query).toBe('?action=login');
    expect(readBrowserSession()).toMatchObject({ strategy: 'customLocal' });
  });

  it('still refuses a wrong password once the bot check passed', async () => {
    const { api } = renderApp({ path: '/login?mode=connection', api: lockedAccount() });
    logIn('not-the-password1');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Votre identifiant ou votre mot de passe est incorrect.',
    );
    expect(api.botCheck.passed).toHaveLength(1);
    expect(readBrowserSession()).toBeNull();
  });

  it('asks no bot check of a 429 that does not name it (the address is over its limit)', async () => {
    const api = new FakeApi();
    api.failures.set('/security/login', 429);
    renderApp({ path: '/login?mode=connection', api });
    logIn('secret123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de tentatives. Merci de réessayer dans quelques minutes.',
    );
    expect(api.callsTo('/bot-check/challenge')).toHaveLength(0);
    expect(api.callsTo('/security/login')).toHaveLength(1);
  });
});
