import { NAME_MAX_LENGTH } from '@shop/domain/account';
import { z } from 'zod';
import { zLine, zText } from './text';

/** Sign-in with a provider account (journey section 7; Google is this shop's addition). */

const ZProviderToken = zText().min(1).max(8192);
const ZOptionalName = zLine().trim().max(NAME_MAX_LENGTH).nullable().optional();

/** Apple: the authorisation code of Sign in with Apple JS, exchanged by the API. */
export const ZAppleConnectRequest = z.object({
  code: zLine().min(1).max(1024),
  clientId: zLine().min(1).max(255),
  redirectUri: z.url().max(2048),
  firstName: ZOptionalName,
  lastName: ZOptionalName,
});

/** Facebook: the access token and user id of the JS SDK's login answer. */
export const ZFacebookConnectRequest = z.object({
  accessToken: ZProviderToken,
  userID: zText().regex(/^\d{1,32}$/, 'expected a Facebook user id'),
});

/** Google: the ID token (`credential`) of Google Identity Services. */
export const ZGoogleConnectRequest = z.object({ credential: ZProviderToken });

/** GET /security/social-config: what the buttons need; null when a provider is not set up. */
export const ZSocialConfig = z.object({
  apple: z.object({ clientId: zText(), redirectUri: z.url(), sdkUrl: z.url() }).nullable(),
  facebook: z.object({ appId: zText(), sdkUrl: z.url(), version: zText() }).nullable(),
  google: z.object({ clientId: zText(), sdkUrl: z.url() }).nullable(),
});

export type TAppleConnectRequest = z.infer<typeof ZAppleConnectRequest>;
export type TFacebookConnectRequest = z.infer<typeof ZFacebookConnectRequest>;
export type TGoogleConnectRequest = z.infer<typeof ZGoogleConnectRequest>;
export type TSocialConfig = z.infer<typeof ZSocialConfig>;
