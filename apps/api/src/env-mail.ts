import { z } from 'zod';

/**
 * E-mail delivery settings (env.ts reads them from the same source). Every e-mail is written to
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
export function loadMailEnv(present: Record<string, string | undefined>): MailEnv {
  const parsed = ZMailSource.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return {
    smtpUrl: parsed.data.SMTP_URL ?? null,
    from: parsed.data.MAIL_FROM,
    relayIntervalMs: parsed.data.EMAIL_RELAY_INTERVAL_MS,
  };
}
