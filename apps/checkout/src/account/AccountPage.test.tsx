import { readBrowserSession, tokenCookieName } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullPage } from '../app/site-navigation';
import { DELIVERY_STORAGE_KEY, deliveryStore } from '../shipping/delivery-store';
import { FakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(cleanup);

function signedIn() {
  const api = new FakeApi();
  api.addCustomer('jeanne@example.fr', 'secret123');
  const tokens = api.issue(1);
  const session = { strategy: 'customLocal' as const, token: tokens.token };
  return { api, session };
}

describe('account page', () => {
  it('sends a guest to the login page, coming back here afterwards', async () => {
    const { router } = renderApp({ path: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?mode=connection&redirect=%2Faccount');
  });

  it('keeps the locale prefix in the login redirect', async () => {
    const { router } = renderApp({ path: '/de/account/history', host: 'localhost:3000' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/login'));
    expect(router.state.location.search).toBe(
      '?mode=connection&redirect=%2Fde%2Faccount%2Fhistory',
    );
  });

  it('welcomes the customer by first name and leads to every section', async () => {
    const { api, session } = signedIn();
    renderApp({ path: '/account', api, session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Jeanne' })).toBeTruthy();
    expect(screen.getByText('Connecté avec jeanne@example.fr')).toBeTruthy();
    expect(document.title).toBe('Mon compte | Maison Rue');
    expect(api.callsTo('/secure/account/profile/v2')[0]!.authorization).toBe(
      `Bearer ${session.token}`,
    );
    const main = within(screen.getByRole('main'));
    const sections = main.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(sections).toEqual([
      '/account/history',
      '/account/modify',
      '/account/modify-id',
      '/account/address-book',
      '/account/card-book',
      '/account/voucher',
      '/account/giftcard-activation',
      '/account/subscriptions',
      '/account/privacy',
    ]);
    expect(main.getByRole('link', { name: /Mes commandes/ })).toBeTruthy();
  });

  it("is framed by the shop's header, not the checkout's secured-payment one", async () => {
    const { api, session } = signedIn();
    renderApp({ path: '/es/account', host: 'localhost:3000', api, session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Jeanne' })).toBeTruthy();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Cesta, 0 artículos' }).getAttribute('href')).toBe(
      '/es/checkout/basket',
    );
    expect(banner.getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe(
      '/es/account',
    );
    expect(screen.queryByText('Pago seguro')).toBeNull();
    expect(screen.queryByRole('list', { name: /pasos/i })).toBeNull();
    // The side menu of the area, with the way out.
    const menu = within(screen.getByRole('navigation', { name: 'Mi cuenta' }));
    expect(menu.getByRole('link', { name: 'Mis pedidos' }).getAttribute('href')).toBe(
      '/es/account/history',
    );
    expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('logs out: the session ends on the server, cookies go, then home', async () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { api, session } = signedIn();
    renderApp({ path: '/es/account', host: 'localhost:3000', api, session });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(
      within(screen.getByRole('main')).getAllByRole('button', { name: 'Cerrar sesión' })[0]!,
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/es'));
    expect(api.callsTo('/security/logout')[0]).toMatchObject({
      body: {},
      authorization: `Bearer ${session.token}`,
    });
    // The API ended the session named by the access token, and dropped the refresh cookie.
    expect(api.refreshCookie).toBeNull();
    expect(readBrowserSession()).toBeNull();
    expect(document.cookie).not.toContain(tokenCookieName('customLocal'));
  });

  it('logs out: the delivery choice of the tab is forgotten', async () => {
    vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { api, session } = signedIn();
    renderApp({
      path: '/account',
      api,
      session,
      delivery: { mode: 'relay', carrierType: 'relay' },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Se déconnecter' })[0]!);
    await waitFor(() => expect(deliveryStore.getState().mode).toBe('home'));
    expect(JSON.parse(sessionStorage.getItem(DELIVERY_STORAGE_KEY)!).state.carrierType).toBeNull();
  });

  it('refreshes an expired access token once, with the refresh cookie, and keeps the new one', async () => {
    const { api, session } = signedIn();
    const spent = api.refreshCookie;
    api.expireAccessTokens();
    renderApp({ path: '/account', api, session });
    expect(await screen.findByRole('heading', { name: 'Bonjour Jeanne' })).toBeTruthy();
    expect(api.callsTo('/security/refresh')).toHaveLength(1);
    // The app never holds the refresh token: the call carries none, the cookie does.
    expect(api.callsTo('/security/refresh')[0]!.body).toEqual({});
    expect(api.refreshCookie).not.toBe(spent);
    const stored = readBrowserSession();
    expect(stored?.token).not.toBe(session.token);
    expect(document.cookie).not.toContain('_refresh_token');
  });

  it('logs out when the refresh is refused too', async () => {
    const { api, session } = signedIn();
    api.expireAccessTokens();
    api.refreshCookie = 'revoked-refresh-token-xyz';
    const { router } = renderApp({ path: '/account', api, session });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readBrowserSession()).toBeNull();
  });

  it('reports other profile failures instead of pretending the visitor is a guest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, session } = signedIn();
    api.failures.set('/secure/account/profile/v2', 500);
    renderApp({ path: '/account', api, session });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Impossible de charger votre compte pour le moment.',
    );
    expect(readBrowserSession()).not.toBeNull();
  });
});
