import type { BotCheckAction } from '@shop/domain/bot-check';
import type { Call } from './contract-call';
import { SHOPPER } from './contract/shopper';
import type { TContactRequest } from './schemas/contact';

/** The contact form, and the bot check its token (and a login past its failures') comes from. */
export function contactCalls(call: Call) {
  return {
    botCheckConfig: () => call(SHOPPER.botCheckConfig, {}),
    botCheckChallenge: (action: BotCheckAction) =>
      call(SHOPPER.botCheckChallenge, { query: { action } }),
    sendContactMessage: (body: TContactRequest) => call(SHOPPER.sendContactMessage, { body }),
  };
}
