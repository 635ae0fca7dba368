import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { fingerprintKey } from '../../payments/sandbox/provider';
import { SANDBOX_PAGES_BASE } from '../../payments/sandbox/paths';
import type { HostedContext } from '../../payments/sandbox/hosted';
import { registerChallenges } from './challenges';
import { registerFont } from './font';
import { registerCardForm } from './pay';

/**
 * The sandbox provider's hosted pages (card form, 3-D Secure, PayPal): HTML for the shopper's
 * browser, posted as ordinary forms. Served only while the sandbox takes the payments.
 */

export async function registerSandboxPages(app: FastifyInstance, context: AppContext) {
  const { provider, sandbox } = context.env.payment;
  if (provider !== 'sandbox') return;
  const hosted: HostedContext = {
    db: context.db,
    pagesBase: SANDBOX_PAGES_BASE,
    fingerprintKey: fingerprintKey(sandbox.webhookSecret),
    now: () => new Date(),
  };
  await app.register(async (scope) => {
    // The pages post ordinary HTML forms; a handful of short fields.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerFont(scope, context);
    registerCardForm(scope, context, hosted);
    registerChallenges(scope, context, hosted);
  });
}
