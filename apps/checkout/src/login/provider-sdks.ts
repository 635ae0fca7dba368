import type {
  TAppleConnectRequest,
  TFacebookConnectRequest,
  TSocialConfig,
} from '@shop/api-client';

/**
 * The providers' own browser SDKs, loaded on demand from the URLs the API gives (so a shop can
 * point them elsewhere). Only the few calls used here are typed.
 */

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: {
      status: 'connected' | 'not_authorized' | 'unknown';
      authResponse?: { accessToken: string; userID: string } | null;
    }) => void,
    options: { scope: string },
  ): void;
}

interface AppleSdk {
  auth: {
    init(options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      usePopup: boolean;
    }): void;
    signIn(): Promise<{
      authorization: { code: string; id_token?: string };
      user?: { name?: { firstName?: string; lastName?: string } };
    }>;
  };
}

export interface GoogleSdk {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        ux_mode?: 'popup';
      }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

type SdkWindow = Window & { FB?: FacebookSdk; AppleID?: AppleSdk; google?: GoogleSdk };

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

export class ProviderCancelledError extends Error {
  override readonly name = 'ProviderCancelledError';
}

/** Facebook login popup to the access token and user id; `not_authorized` rejects (section 8). */
export async function facebookLogin(
  config: NonNullable<TSocialConfig['facebook']>,
): Promise<TFacebookConnectRequest> {
  await loadScript(config.sdkUrl);
  const FB = (window as SdkWindow).FB;
  if (!FB) throw new Error('Facebook SDK missing');
  FB.init({ appId: config.appId, version: config.version, cookie: false, xfbml: false });
  return new Promise((resolve, reject) => {
    FB.login(
      (response) => {
        if (response.status === 'connected' && response.authResponse)
          resolve({
            accessToken: response.authResponse.accessToken,
            userID: response.authResponse.userID,
          });
        else if (response.status === 'not_authorized') reject(new Error('not_authorized'));
        else reject(new ProviderCancelledError('Facebook login closed'));
      },
      { scope: 'email' },
    );
  });
}

/** Sign in with Apple popup to the authorisation code the API exchanges. */
export async function appleLogin(
  config: NonNullable<TSocialConfig['apple']>,
): Promise<TAppleConnectRequest> {
  await loadScript(config.sdkUrl);
  const AppleID = (window as SdkWindow).AppleID;
  if (!AppleID) throw new Error('Sign in with Apple SDK missing');
  AppleID.auth.init({
    clientId: config.clientId,
    scope: 'name email',
    redirectURI: config.redirectUri,
    usePopup: true,
  });
  let answer;
  try {
    answer = await AppleID.auth.signIn();
  } catch (error) {
    // The SDK rejects with `{ error: 'popup_closed_by_user' }` when the shopper gives up.
    if ((error as { error?: string })?.error === 'popup_closed_by_user')
      throw new ProviderCancelledError('Apple popup closed');
    throw error;
  }
  return {
    code: answer.authorization.code,
    clientId: config.clientId,
    redirectUri: config.redirectUri,
    firstName: answer.user?.name?.firstName ?? null,
    lastName: answer.user?.name?.lastName ?? null,
  };
}

/** Google Identity Services: its own button, rendered into `element`, hands an ID token. */
export async function renderGoogleButton(
  config: NonNullable<TSocialConfig['google']>,
  element: HTMLElement,
  locale: string,
  onCredential: (credential: string) => void,
): Promise<void> {
  await loadScript(config.sdkUrl);
  const google = (window as SdkWindow).google;
  if (!google) throw new Error('Google Identity Services missing');
  google.accounts.id.initialize({
    client_id: config.clientId,
    callback: (response) => onCredential(response.credential),
    ux_mode: 'popup',
  });
  google.accounts.id.renderButton(element, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'continue_with',
    shape: 'rectangular',
    locale,
    width: 320,
  });
}
