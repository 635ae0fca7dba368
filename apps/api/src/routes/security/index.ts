import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAddressBook } from '../account/addresses';
import { registerSavedCards } from '../account/cards';
import { registerAccount } from '../account/profile';
import { registerVouchers } from '../account/vouchers';
import { registerOutboxView } from '../dev/outbox';
import { registerSocialConnect } from '../social-connect/connect';
import { registerAutoconnect } from './autoconnect';
import { createIdentity } from './identity';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerPasswordReset } from './password-reset';
import { registerRefresh } from './refresh';
import { registerSignUp } from './register';
import { registerSocialConfig } from './social-config';

/** Sign-in, sign-up, sessions, password reset, providers, the account and the outbox view. */
export function registerIdentityRoutes(app: FastifyInstance, context: AppContext): void {
  const identity = createIdentity(app, context);
  registerLogin(app, context, identity);
  registerRefresh(app, context);
  registerLogout(app, context);
  registerSignUp(app, context, identity);
  registerAutoconnect(app, context, identity);
  registerPasswordReset(app, context, identity);
  registerSocialConfig(app, context);
  registerSocialConnect(app, context, identity);
  registerAccount(app, context, identity);
  registerAddressBook(app, context);
  registerSavedCards(app, context);
  registerVouchers(app, context, identity);
  registerOutboxView(app, context);
}
