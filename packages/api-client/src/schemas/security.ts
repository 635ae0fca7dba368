import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '@shop/domain/account';
import { z } from 'zod';
import { ZBotToken } from './contact';
import { zLine, zText } from './text';

/** Sign-in, token refresh, logout, sign-up and automatic login (journey sections 4 and 7). */

/** An opaque token: 43 base64url characters (256 bits) or a JWT, never anything longer. */
const ZOpaqueToken = zText()
  .min(16)
  .max(4096)
  .regex(/^[A-Za-z0-9._~-]+$/, 'expected a token');

/** POST /security/login: the form's credentials, named as the spec names them. */
export const ZLoginRequest = z.object({
  _username: zLine().trim().min(1).max(EMAIL_MAX_LENGTH),
  _password: zLine().min(1).max(PASSWORD_MAX_LENGTH),
  /** A bot-check token (action `login`): lets the owner in past the account's failed logins. */
  botToken: ZBotToken.optional(),
});

/**
 * Every successful sign-in: a short-lived access token. The refresh token of its session is
 * never in the body: it comes as the HttpOnly cookie `auth._refresh_token.{strategy}` of the
 * refresh call's path (session.ts), out of reach of scripts.
 */
export const ZAuthTokens = z.object({
  token: zText().min(1),
  token_type: z.literal('Bearer'),
  /** Seconds the access token is valid for (at most 900). */
  expires_in: z.number().int().positive().max(900),
});

/** The refresh cookie is the browser's way; API clients may send the token in the body. */
export const ZRefreshRequest = z.object({ refresh_token: ZOpaqueToken.optional() });
export const ZLogoutRequest = z.object({ refresh_token: ZOpaqueToken.optional() });

const ZName = zLine().trim().min(1).max(NAME_MAX_LENGTH);

/** POST /security/register: the sign-up form (lastName, firstName, email, password required). */
export const ZSignUpRequest = z.object({
  civility: z.number().int().min(0).max(9).nullable().optional(),
  lastName: ZName,
  firstName: ZName,
  email: zLine().trim().refine(isValidEmail, 'expected a well-formed e-mail'),
  password: zLine().refine(
    isValidPassword,
    'expected at least 8 characters with a letter and a digit',
  ),
  newsletter: z.boolean().optional(),
  birthday: z.iso.date().nullable().optional(),
});

/** POST /security/autoconnect: the one-time token of an /autoconnect/{token} link. */
export const ZAutoconnectRequest = z.object({ token: ZOpaqueToken });

export type TLoginRequest = z.infer<typeof ZLoginRequest>;
export type TAuthTokens = z.infer<typeof ZAuthTokens>;
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;
export type TAutoconnectRequest = z.infer<typeof ZAutoconnectRequest>;
