import { readBrowserSession, tokenCookieName } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
  const session = {
    strategy: 'customLocal' as const,
    token: tokens.token,
    refreshToken: tokens.refresh_token,
  };
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

  it('welcomes the customer by first and last name, with the profile', async () => {
    const { api, session } = signedIn();
    renderApp({ path: '/account', api, session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Jeanne Dupont' }),
    ).toBeTruthy();
    expect(screen.getByText('jeanne@example.fr')).toBeTruthy();
    expect(document.title).toBe('Mon compte | Maison Rue');
    expect(api.callsTo('/secure/account/profile/v2')[0]!.authorization).toBe(
      `Bearer ${session.token}`,
    );
  });

  it('logs out: the session ends on the server, cookies go, then home', async () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { api, session } = signedIn();
    renderApp({ path: '/es/account', host: 'localhost:3000', api, session });
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/es'));
    expect(api.callsTo('/security/logout')[0]).toMatchObject({
      body: { refresh_token: session.refreshToken },
      authorization: `Bearer ${session.token}`,
    });
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
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(deliveryStore.getState().mode).toBe('home'));
    expect(JSON.parse(sessionStorage.getItem(DELIVERY_STORAGE_KEY)!).state.carrierType).toBeNull();
  });

  it('refreshes an expired access token once and keeps the new tokens', async () => {
    const { api, session } = signedIn();
    api.expireAccessTokens();
    renderApp({ path: '/account', api, session });
    expect(await screen.findByRole('heading', { name: 'Bonjour Jeanne Dupont' })).toBeTruthy();
    expect(api.callsTo('/security/refresh')).toHaveLength(1);
    const stored = readBrowserSession();
    expect(stored?.token).not.toBe(session.token);
    expect(stored?.refreshToken).not.toBe(session.refreshToken);
  });

  it('logs out when the refresh is refused too', async () => {
    const { api, session } = signedIn();
    api.expireAccessTokens();
    const { router } = renderApp({
      path: '/account',
      api,
      session: { ...session, refreshToken: 'revoked-refresh-token-xyz' },
    });
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
