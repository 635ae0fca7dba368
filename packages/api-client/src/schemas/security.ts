import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '@shop/domain/account';
import { z } from 'zod';

/** Sign-in, token refresh, logout, sign-up and automatic login (journey sections 4 and 7). */

/** An opaque token: 43 base64url characters (256 bits) or a JWT, never anything longer. */
const ZOpaqueToken = z
  .string()
  .min(16)
  .max(4096)
  .regex(/^[A-Za-z0-9._~-]+$/, 'expected a token');

/** POST /security/login: the form's credentials, named as the spec names them. */
export const ZLoginRequest = z.object({
  _username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  _password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** Every successful sign-in: a short-lived access token and the refresh token of its session. */
export const ZAuthTokens = z.object({
  token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  /** Seconds the access token is valid for (at most 900). */
  expires_in: z.number().int().positive().max(900),
});

export const ZRefreshRequest = z.object({ refresh_token: ZOpaqueToken });
export const ZLogoutRequest = z.object({ refresh_token: ZOpaqueToken.optional() });

const ZName = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/** POST /security/register: the sign-up form (lastName, firstName, email, password required). */
export const ZSignUpRequest = z.object({
  civility: z.number().int().min(0).max(9).nullable().optional(),
  lastName: ZName,
  firstName: ZName,
  email: z.string().trim().refine(isValidEmail, 'expected a well-formed e-mail'),
  password: z
    .string()
    .refine(isValidPassword, 'expected at least 8 characters with a letter and a digit'),
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
