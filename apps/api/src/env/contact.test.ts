import { describe, expect, it } from 'vitest';
import { LOCAL_CUSTOMER_SERVICE_EMAIL, loadContactEnv } from './contact';

const JWT = 'j'.repeat(40);

describe('contact settings', () => {
  it('works with no configuration: the local service address and proof of work', () => {
    const contact = loadContactEnv({}, JWT);
    expect(contact.customerServiceEmail).toBe(LOCAL_CUSTOMER_SERVICE_EMAIL);
    expect(contact.botCheck.recaptcha).toBeNull();
    expect(contact.botCheck.altcha.challengeTtlS).toBe(600);
  });

  it('derives the challenge key from the JWT secret unless one is given', () => {
    const derived = loadContactEnv({}, JWT).botCheck.altcha.hmacKey;
    expect(derived).not.toContain(JWT);
    expect(derived.length).toBeGreaterThanOrEqual(32);
    expect(loadContactEnv({}, 'k'.repeat(40)).botCheck.altcha.hmacKey).not.toBe(derived);
    const own = 'b'.repeat(32);
    expect(loadContactEnv({ BOT_CHECK_KEY: own }, JWT).botCheck.altcha.hmacKey).toBe(own);
    expect(() => loadContactEnv({ BOT_CHECK_KEY: 'short' }, JWT)).toThrow(/BOT_CHECK_KEY/);
  });

  it('uses reCAPTCHA once both of its keys are set, and names a missing one', () => {
    const contact = loadContactEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' }, JWT);
    expect(contact.botCheck.recaptcha).toEqual({
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      sdkUrl: 'https://www.google.com/recaptcha/api.js',
    });
    expect(() => loadContactEnv({ RECAPTCHA_SITE_KEY: 'site' }, JWT)).toThrow(/RECAPTCHA_SECRET/);
    expect(() => loadContactEnv({ RECAPTCHA_SECRET: 'secret' }, JWT)).toThrow(/RECAPTCHA_SITE_KEY/);
  });

  it('refuses a service address that is not an e-mail', () => {
    expect(() => loadContactEnv({ CUSTOMER_SERVICE_EMAIL: 'service' }, JWT)).toThrow(
      /CUSTOMER_SERVICE_EMAIL/,
    );
    expect(
      loadContactEnv({ CUSTOMER_SERVICE_EMAIL: ' SAV@Shop.example ' }, JWT).customerServiceEmail,
    ).toBe('sav@shop.example');
  });
});
