/** What a provider vouches for, once its token has been verified. */
export interface ProviderIdentity {
  provider: 'apple' | 'facebook' | 'google';
  /** The provider's stable user id (Apple and Google `sub`, Facebook user id). */
  subject: string;
  email: string | null;
  /** Only a verified e-mail may link the provider to an existing account. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The provider refused the token, or its answer did not hold up: a 401 for the shopper. */
export class ProviderRejectedError extends Error {
  constructor(
    readonly provider: ProviderIdentity['provider'],
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'ProviderRejectedError';
  }
}

/** The provider is not configured on this shop: a 503 naming it. */
export class ProviderUnavailableError extends Error {
  constructor(readonly provider: ProviderIdentity['provider']) {
    super(`Sign-in with ${provider} is not configured`);
    this.name = 'ProviderUnavailableError';
  }
}

export const PROVIDER_TIMEOUT_MS = 5000;

/** Apple sends booleans as strings ("true") in its ID tokens. */
export const claimIsTrue = (value: unknown) => value === true || value === 'true';
