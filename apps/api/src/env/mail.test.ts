import { describe, expect, it } from 'vitest';
import { LOCAL_MAIL_FROM, loadMailEnv } from './mail';

describe('loadMailEnv', () => {
  it('keeps e-mails in the outbox unless an SMTP server is given', () => {
    expect(loadMailEnv({})).toEqual({
      smtpUrl: null,
      from: LOCAL_MAIL_FROM,
      relayIntervalMs: 2000,
    });
  });

  it('reads the relay settings', () => {
    const env = loadMailEnv({
      SMTP_URL: 'smtps://shop:secret@smtp.example.net:465',
      MAIL_FROM: 'Maison Rue <bonjour@maisonrue.fr>',
      EMAIL_RELAY_INTERVAL_MS: '500',
    });
    expect(env).toEqual({
      smtpUrl: 'smtps://shop:secret@smtp.example.net:465',
      from: 'Maison Rue <bonjour@maisonrue.fr>',
      relayIntervalMs: 500,
    });
  });

  it('refuses a URL that is not SMTP, naming the setting but not its value', () => {
    const attempt = () => loadMailEnv({ SMTP_URL: 'https://user:hunter2@mail.example.net' });
    expect(attempt).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(attempt).not.toThrow(/hunter2/);
    expect(() => loadMailEnv({ EMAIL_RELAY_INTERVAL_MS: '-1' })).toThrow(/EMAIL_RELAY_INTERVAL_MS/);
  });
});
