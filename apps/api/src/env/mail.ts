import { z } from 'zod';
import { parseSettings, type Source } from './load';

/**
 * E-mail delivery settings (index.ts reads them from the same source). Every e-mail is written to
 * the outbox first; with SMTP_URL set, the relay worker delivers the outbox through that server.
 * Without it the e-mails stay in the outbox (shown at /dev/outbox outside production).
 */

export const LOCAL_MAIL_FROM = 'Maison Rue <no-reply@localhost>';

const ZMailSource = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).default(LOCAL_MAIL_FROM),
  // How often the relay looks for e-mails to deliver; 0 turns it off.
  EMAIL_RELAY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
});

export interface MailEnv {
  /** Holds the relay's password: handed to the transport only, never logged. */
  smtpUrl: string | null;
  from: string;
  relayIntervalMs: number;
}

/** `present` is the source without empty values. */
export function loadMailEnv(present: Source): MailEnv {
  const raw = parseSettings(ZMailSource, present);
  return {
    smtpUrl: raw.SMTP_URL ?? null,
    from: raw.MAIL_FROM,
    relayIntervalMs: raw.EMAIL_RELAY_INTERVAL_MS,
  };
}
