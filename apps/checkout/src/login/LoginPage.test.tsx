import { readBrowserSession } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullPage } from '../app/site-navigation';
import { FakeApi } from '../test/fake-api';
import { holdAnswers } from '../test/hold-answers';
import { renderApp } from '../test/render-app';

afterEach(cleanup);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const describedBy = (label: string | RegExp) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

function withCustomer() {
  const api = new FakeApi();
  api.addCustomer('jeanne@example.fr', 'secret123');
  return api;
}

describe('login (mode=connection)', () => {
  it('asks for both fields with the spec message and per-field messages linked to the fields', async () => {
    renderApp({ path: '/login?mode=connection' });
    expect(screen.getByRole('heading', { level: 1, name: 'Identification' })).toBeTruthy();
    expect(document.title).toBe('Identification | Maison Rue');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Veuillez compléter tous les champs obligatoires',
    );
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy('Adresse e-mail')).toBe('Veuillez saisir votre adresse e-mail.');
    expect(describedBy('Mot de passe')).toBe('Veuillez saisir votre mot de passe.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Adresse e-mail')),
    );
  });

  it('says the spec message for wrong credentials, and the default one for other failures', async () => {
    const { api } = renderApp({ path: '/login', api: withCustomer() });
    type('Adresse e-mail', 'jeanne@example.fr');
    type('Mot de passe', 'wrong-one1');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre identifiant ou votre mot de passe est incorrect.',
    );
    expect(api.callsTo('/security/login')[0]!.body).toEqual({
      _username: 'jeanne@example.fr',
      _password: 'wrong-one1',
    });
    api.failures.set('/security/login', 500);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Une erreur s'est produite, merci de réessayer dans quelques instants.",
      ),
    );
  });

  it('stores the tokens, loads profile and addresses, then follows a safe in-app target', async () => {
    const { api, router } = renderApp({
      path: '/login?mode=connection&redirect=%2Faccount',
      api: withCustomer(),
    });
    type('Adresse e-mail', 'jeanne@example.fr');
    type('Mot de passe', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Jeanne' })).toBeTruthy();
    expect(readBrowserSession()).toMatchObject({
      strategy: 'customLocal',
      token: expect.any(String),
    });
    // The refresh token is the API's HttpOnly cookie: never in the app's reach.
    expect(document.cookie).not.toContain('_refresh_token');
    expect(api.refreshCookie).toBeTruthy();
    expect(api.callsTo('/secure/account/profile/v2')).toHaveLength(1);
    expect(api.callsTo('/secure/account/addresses')).toHaveLength(1);
  });

  it('is busy while the login runs, and a second submit before it shows sends nothing', async () => {
    const api = withCustomer();
    const login = holdAnswers(api, '/security/login');
    const { router } = renderApp({ path: '/login?redirect=%2Faccount', api });
    type('Adresse e-mail', 'jeanne@example.fr');
    type('Mot de passe', 'secret123');
    const button = screen.getByRole('button', { name: 'Se connecter' });
    fireEvent.submit(button);
    fireEvent.submit(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    login.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(api.callsTo('/security/login')).toHaveLength(1);
  });

  it.each([
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/nouveautes?sexe=femme#top', '/nouveautes?sexe=femme#top'],
  ])('after login, redirect=%s lands on %s', async (target, landing) => {
    const assign = vi.spyOn(fullPage, 'replace').mockImplementation(() => undefined);
    renderApp({ path: `/login?redirect=${encodeURIComponent(target)}`, api: withCustomer() });
    type('Adresse e-mail', 'jeanne@example.fr');
    type('Mot de passe', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(landing));
  });

  it('sends a visitor already signed in home', async () => {
    const api = withCustomer();
    const replace = vi.spyOn(fullPage, 'replace').mockImplementation(() => undefined);
    const tokens = api.issue(1);
    renderApp({
      path: '/es/login',
      host: 'es.localhost:3000',
      api,
      session: { strategy: 'customLocal', token: tokens.token },
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  });

  it('shows no social block when the shop has no provider set up', async () => {
    const { api } = renderApp({ path: '/login' });
    await waitFor(() => expect(api.callsTo('/security/social-config')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(screen.queryByRole('button', { name: /Continuer avec/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ou continuer avec' })).toBeNull();
  });

  it('shows only the providers the shop configured', async () => {
    const api = new FakeApi();
    api.social = {
      apple: {
        clientId: 'fr.shop',
        redirectUri: 'http://localhost:3000/login',
        sdkUrl: 'http://127.0.0.1:9/apple.js',
      },
      facebook: { appId: '123', sdkUrl: 'http://127.0.0.1:9/fb.js', version: 'v21.0' },
      google: null,
    };
    renderApp({ path: '/login', api });
    const apple = await screen.findByRole('button', { name: 'Continuer avec Apple' });
    expect((apple as HTMLButtonElement).disabled).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Continuer avec Facebook' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(screen.queryByRole('button', { name: 'Continuer avec Google' })).toBeNull();
  });
});

describe('sign-up (mode=subscription)', () => {
  it('checks the required fields, the e-mail and the password rule', async () => {
    renderApp({ path: '/login?mode=subscription' });
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Veuillez compléter tous les champs obligatoires',
    );
    expect(describedBy('Nom')).toBe('Veuillez saisir votre nom.');
    expect(describedBy('Prénom')).toBe('Veuillez saisir votre prénom.');
    type('Nom', 'Dupont');
    type('Prénom', 'Jeanne');
    type('Adresse e-mail', 'jeanne@');
    type(/^Mot de passe/, 'short1');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(describedBy('Adresse e-mail')).toBe('Adresse e-mail invalide.');
    expect(describedBy(/^Mot de passe/)).toBe(
      'Le mot de passe doit contenir au moins 8 caractères, dont une lettre et un chiffre. | 8 caractères minimum, dont au moins une lettre et un chiffre.',
    );
  });

  it('creates the account, signs in and sends home flagged for its success banner; an existing e-mail is told', async () => {
    const replace = vi.spyOn(fullPage, 'replace').mockImplementation(() => undefined);
    const { api } = renderApp({ path: '/login?mode=subscription', api: withCustomer() });
    fireEvent.click(screen.getByLabelText('Mme'));
    type('Nom', 'Martin');
    type('Prénom', 'Léa');
    type('Adresse e-mail', 'jeanne@example.fr');
    type(/^Mot de passe/, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Un compte existe déjà');
    type('Adresse e-mail', 'lea@example.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/?account_created=1'));
    expect(api.callsTo('/security/register')[1]!.body).toMatchObject({
      civility: 2,
      lastName: 'Martin',
      firstName: 'Léa',
      email: 'lea@example.fr',
      newsletter: false,
    });
  });

  it.each([
    [
      'es',
      'es.localhost:3000',
      '/login?mode=subscription',
      'Completa todos los campos obligatorios',
    ],
    ['it', 'it.localhost:3000', '/login?mode=subscription', 'Compila tutti i campi obbligatori'],
    ['nl', 'be.localhost:3000', '/login?mode=subscription', 'Vul alle verplichte velden in'],
    ['de', 'de.localhost:3000', '/login?mode=subscription', 'Bitte fülle alle Pflichtfelder aus'],
    ['en', 'int.localhost:3000', '/login?mode=subscription', 'Please fill in all required fields'],
  ])('speaks %s', async (_locale, host, path, message) => {
    renderApp({ path, host });
    const form = screen.getByRole('form');
    fireEvent.submit(form);
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
  });
});

describe('login layout', () => {
  it('shows the timeline at step 2 when the shopper came from step one of the basket', () => {
    renderApp({ path: '/login?mode=connection', cameFromBasket: true });
    const timeline = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(timeline.querySelector('[aria-current="step"]')?.textContent).toContain('Livraison');
    expect(within(timeline).getByRole('link').getAttribute('href')).toBe('/checkout/basket');
    expect(screen.getByRole('banner').textContent).toContain('Paiement sécurisé');
  });

  it('has no timeline otherwise, and leaving checkout other than to log in clears the flag', async () => {
    renderApp({ path: '/login' });
    expect(screen.queryByRole('navigation', { name: 'Étapes de la commande' })).toBeNull();
    // The shop's own header: the secured-payment one belongs to a checkout under way.
    expect(screen.getByRole('banner').textContent).not.toContain('Paiement sécurisé');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Mon compte' }),
    ).toBeTruthy();
    cleanup();
    const { router } = renderApp({ path: '/login', cameFromBasket: true });
    await router.navigate('/login/password-forgotten');
    expect(sessionStorage.getItem('shop.comeFromStepOneOfBasket')).toBe('1');
    await router.navigate('/autoconnect');
    await waitFor(() => expect(sessionStorage.getItem('shop.comeFromStepOneOfBasket')).toBe('1'));
    await router.navigate('/account');
    await waitFor(() => expect(sessionStorage.getItem('shop.comeFromStepOneOfBasket')).toBeNull());
  });
});
