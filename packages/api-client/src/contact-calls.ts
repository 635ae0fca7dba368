import type { BotCheckAction } from '@shop/domain/bot-check';
import type { z } from 'zod';
import type { RequestOptions } from './client';
import {
  ZAltchaChallenge,
  ZBotCheckConfig,
  ZContactAccepted,
  type TContactRequest,
} from './schemas/contact';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;

/** The contact form, and the bot check its token (and a login past its failures') comes from. */
export function contactCalls(request: Request) {
  return {
    botCheckConfig: () => request(ZBotCheckConfig, '/bot-check/config'),
    botCheckChallenge: (action: BotCheckAction) =>
      request(ZAltchaChallenge, '/bot-check/challenge', { query: { action } }),
    sendContactMessage: (body: TContactRequest) =>
      request(ZContactAccepted, '/contact/messages', { method: 'POST', body }),
  };
}
