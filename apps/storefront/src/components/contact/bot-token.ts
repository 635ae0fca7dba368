import type { TBotCheckConfig } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { loadBrowserApi } from '../../browser/browser-api';

type Caller = { store: StoreId; locale: Locale };

/**
 * The bot-check token of a contact submission, from whichever provider the API names. The
 * provider's browser code is fetched on first use only (this module is the contact page's).
 */
export interface BotTokenSource {
  /** Starts the work early (on the first focus in the form) so the token is ready at send. */
  prepare(): void;
  /** A token for one submission; each call after a send gives a new one. */
  token(): Promise<string>;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const ACTION = 'contact' as const;
/** A solved challenge this close to its expiry is solved again rather than refused. */
const EXPIRY_MARGIN_MS = 30_000;

export function botTokenSource(config: TBotCheckConfig, call: Caller): BotTokenSource {
  return config.provider === 'recaptcha'
    ? recaptchaSource(config.siteKey, config.sdkUrl)
    : proofOfWorkSource(call);
}

/**
 * ALTCHA: the API's challenge solved with altcha's solver (PBKDF2 in WebCrypto, off the main
 * thread); the token is the payload ALTCHA's widget would send, base64 of JSON.
 */
function proofOfWorkSource(call: Caller) {
  let pending: Promise<{ token: string; expiresAt: number }> | null = null;

  async function solve() {
    const { api } = await loadBrowserApi(call.store, call.locale);
    const challenge = await api.botCheckChallenge(ACTION);
    const { solveChallenge, pbkdf2 } = await import('altcha/lib');
    const solution = await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey });
    if (!solution) throw new Error('bot-check challenge not solved in time');
    return {
      token: btoa(JSON.stringify({ challenge, solution })),
      expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
    };
  }

  const start = () => {
    const work = solve();
    pending = work;
    work.catch(() => {
      if (pending === work) pending = null;
    });
    return work;
  };

  return {
    prepare() {
      if (!pending) start();
    },
    async token() {
      // A challenge is good once: whatever is pending is this submission's, the next starts anew.
      const work = pending ?? start();
      pending = null;
      const solved = await work;
      if (solved.expiresAt - Date.now() > EXPIRY_MARGIN_MS) return solved.token;
      const fresh = start();
      pending = null;
      return (await fresh).token;
    },
  };
}

/** reCAPTCHA v3: its script once, then a token per submission (they live two minutes). */
function recaptchaSource(siteKey: string, sdkUrl: string): BotTokenSource {
  let loading: Promise<Grecaptcha> | null = null;

  const load = () => {
    loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${sdkUrl}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new Error('reCAPTCHA script loaded without grecaptcha'));
      };
      script.onerror = () => {
        loading = null;
        script.remove();
        reject(new Error('reCAPTCHA script failed to load'));
      };
      document.head.append(script);
    });
    return loading;
  };

  return {
    prepare() {
      load().catch(() => undefined);
    },
    async token() {
      return (await load()).execute(siteKey, { action: ACTION });
    },
  };
}
