import type { ApiClient, TBotCheckConfig } from '@shop/api-client';

/**
 * A bot-check token for a login (action `login`), from the provider the API names: ALTCHA's
 * proof of work solved here (altcha's solver, loaded on first use), or reCAPTCHA v3. Only asked
 * when the API refused a login with 429 naming `botToken`: the account is past its failures
 * and its owner gets in with the right password and a passed check.
 */
export async function loginBotToken(api: ApiClient): Promise<string> {
  const config = await api.botCheckConfig();
  if (config.provider === 'recaptcha') return recaptchaLoginToken(config);
  const challenge = await api.botCheckChallenge('login');
  const { solveChallenge, pbkdf2 } = await import('altcha/lib');
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey });
  if (!solution) throw new Error('The bot-check challenge was not solved');
  // What ALTCHA's widget would send: the challenge and its solution, base64 of JSON.
  return btoa(JSON.stringify({ challenge, solution }));
}

type RecaptchaConfig = Extract<TBotCheckConfig, { provider: 'recaptcha' }>;
type Grecaptcha = {
  ready(then: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

async function recaptchaLoginToken({ siteKey, sdkUrl }: RecaptchaConfig): Promise<string> {
  const known = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
  const grecaptcha =
    known ??
    (await new Promise<Grecaptcha>((resolve, reject) => {
      const tag = Object.assign(document.createElement('script'), {
        src: `${sdkUrl}?render=${encodeURIComponent(siteKey)}`,
        async: true,
      });
      tag.addEventListener('error', () => reject(new Error('reCAPTCHA did not load')));
      tag.addEventListener('load', () => {
        const loaded = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (loaded) resolve(loaded);
        else reject(new Error('reCAPTCHA loaded without grecaptcha'));
      });
      document.head.append(tag);
    }));
  await new Promise<void>((ready) => grecaptcha.ready(ready));
  return grecaptcha.execute(siteKey, { action: 'login' });
}
