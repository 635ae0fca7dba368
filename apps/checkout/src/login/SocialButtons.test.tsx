import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPage } from '../app/site-navigation';
import { FakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

type SdkWindow = Window & { FB?: unknown; AppleID?: unknown };

/** jsdom loads no scripts: a provider SDK "loads" by defining its global, then onload. */
function serveSdk(define: (window: SdkWindow) => void) {
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        define(window as SdkWindow);
        queueMicrotask(() => node.onload?.(new Event('load')));
      } else append(node);
    }
  });
}

let sdkVersion = 0;
/** A shop with Apple and Facebook set up; SDK URLs change per call as loadScript caches them. */
function configured() {
  sdkVersion += 1;
  const api = new FakeApi();
  api.addCustomer('jeanne@example.fr', 'secret123');
  api.social = {
    apple: {
      clientId: 'fr.maisonrue.web',
      redirectUri: 'http://localhost:3000/login',
      sdkUrl: `http://127.0.0.1:9/apple-${sdkVersion}.js`,
    },
    facebook: { appId: '123', sdkUrl: `http://127.0.0.1:9/fb-${sdkVersion}.js`, version: 'v21.0' },
    google: null,
  };
  return api;
}

beforeEach(() => {
  vi.spyOn(fullPage, 'replace').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  delete (window as SdkWindow).FB;
  delete (window as SdkWindow).AppleID;
});

describe('social sign-in', () => {
  it('signs in with Facebook: access token and user id go to the API', async () => {
    const init = vi.fn();
    serveSdk((w) => {
      w.FB = {
        init,
        login: (callback: (response: unknown) => void) =>
          callback({
            status: 'connected',
            authResponse: { accessToken: 'provider-ok', userID: '42' },
          }),
      };
    });
    const { api } = renderApp({ path: '/login?redirect=%2Faccount', api: configured() });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer avec Facebook' }));
    await waitFor(() => expect(document.cookie).toContain('auth.strategy=customFacebook'));
    expect(init).toHaveBeenCalledWith({
      appId: '123',
      version: 'v21.0',
      cookie: false,
      xfbml: false,
    });
    expect(api.callsTo('/social-connect/facebook')[0]!.body).toEqual({
      accessToken: 'provider-ok',
      userID: '42',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Jeanne' })).toBeTruthy();
  });

  it('says Facebook refused when the shopper did not authorise the app', async () => {
    serveSdk((w) => {
      w.FB = {
        init: () => undefined,
        login: (callback: (response: unknown) => void) => callback({ status: 'not_authorized' }),
      };
    });
    const { api } = renderApp({ path: '/login', api: configured() });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer avec Facebook' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "La connexion avec Facebook n'a pas abouti. Merci de réessayer.",
    );
    expect(api.callsTo('/social-connect/facebook')).toHaveLength(0);
  });

  it('signs in with Apple: the authorisation code and the names go to the API', async () => {
    serveSdk((w) => {
      w.AppleID = {
        auth: {
          init: vi.fn(),
          signIn: async () => ({
            authorization: { code: 'provider-ok' },
            user: { name: { firstName: 'Grace', lastName: 'Hopper' } },
          }),
        },
      };
    });
    const { api } = renderApp({ path: '/login', api: configured() });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer avec Apple' }));
    await waitFor(() => expect(document.cookie).toContain('auth.strategy=customApple'));
    expect(api.callsTo('/social-connect/apple')[0]!.body).toEqual({
      code: 'provider-ok',
      clientId: 'fr.maisonrue.web',
      redirectUri: 'http://localhost:3000/login',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await waitFor(() => expect(fullPage.replace).toHaveBeenCalledWith('/'));
  });

  it('says so when the API refuses the provider token, and stays quiet when the popup is closed', async () => {
    const signIn = vi.fn(async (): Promise<unknown> => ({ authorization: { code: 'bad-code' } }));
    serveSdk((w) => {
      w.AppleID = { auth: { init: () => undefined, signIn } };
    });
    renderApp({ path: '/login', api: configured() });
    const button = await screen.findByRole('button', { name: 'Continuer avec Apple' });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "La connexion avec Apple n'a pas abouti. Merci de réessayer.",
    );
    expect(signIn).toHaveBeenCalledTimes(1);
    cleanup();
    signIn.mockRejectedValueOnce({ error: 'popup_closed_by_user' });
    renderApp({ path: '/login', api: configured() });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer avec Apple' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Continuer avec Apple' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.cookie).not.toContain('auth.strategy=customApple');
  });
});
