import { createHmac } from 'node:crypto';
import type { TFacebookConnectRequest } from '@shop/api-client/schemas';
import type { FacebookEnv } from '../../env/auth';
import { PROVIDER_TIMEOUT_MS, ProviderRejectedError, type ProviderIdentity } from './identity';

interface DebugToken {
  data?: {
    app_id?: string;
    is_valid?: boolean;
    user_id?: string;
    expires_at?: number;
  };
}

interface Me {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * Facebook: the user access token is checked with the Graph API's debug_token call (valid,
 * issued to our app, for this user, not expired), then the profile is read with it.
 */
export function createFacebookVerifier(facebook: FacebookEnv) {
  const get = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const url = `${facebook.graphUrl}${path}?${new URLSearchParams(params)}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }).catch(
      (error: Error) => {
        throw new ProviderRejectedError('facebook', `Graph API unreachable: ${error.message}`);
      },
    );
    if (!response.ok) throw new ProviderRejectedError('facebook', `Graph API ${response.status}`);
    return (await response.json()) as T;
  };

  return async (request: TFacebookConnectRequest): Promise<ProviderIdentity> => {
    const { data } = await get<DebugToken>('/debug_token', {
      input_token: request.accessToken,
      access_token: `${facebook.appId}|${facebook.appSecret}`,
    });
    if (!data?.is_valid) throw new ProviderRejectedError('facebook', 'token not valid');
    if (data.app_id !== facebook.appId)
      throw new ProviderRejectedError('facebook', 'token of another app');
    if (data.user_id !== request.userID)
      throw new ProviderRejectedError('facebook', 'token of another user');
    // 0 means a token that does not expire (never given to a browser login, but allowed).
    if (data.expires_at && data.expires_at * 1000 <= Date.now())
      throw new ProviderRejectedError('facebook', 'token expired');
    const me = await get<Me>('/me', {
      fields: 'id,email,first_name,last_name',
      access_token: request.accessToken,
      appsecret_proof: createHmac('sha256', facebook.appSecret)
        .update(request.accessToken)
        .digest('hex'),
    });
    if (me.id !== request.userID) throw new ProviderRejectedError('facebook', 'profile mismatch');
    return {
      provider: 'facebook',
      subject: request.userID,
      email: me.email ?? null,
      // Facebook only hands out e-mail addresses its users have confirmed.
      emailVerified: Boolean(me.email),
      firstName: me.first_name ?? '',
      lastName: me.last_name ?? '',
    };
  };
}
