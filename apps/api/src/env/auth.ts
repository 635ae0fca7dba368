import { z } from 'zod';
import { parseSettings, refuseProblems, type NodeEnv, type Source } from './load';

/**
 * Identity settings (sign-in, tokens, providers, rate limits, outbox view), validated from the
 * source index.ts reads; kept apart so the main env module stays readable.
 */

/** Local default only: loadAuthEnv refuses it under NODE_ENV=production. */
export const LOCAL_JWT_SECRET = 'local-jwt-secret-not-for-production-change-me';

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const ZAuthSource = z.object({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(LOCAL_JWT_SECRET),
  JWT_ISSUER: z.string().min(1).default('maison-rue-api'),
  JWT_AUDIENCE: z.string().min(1).default('maison-rue-shop'),
  // The spec's session lasts 20 days; an access token at most 15 minutes.
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(30).max(900).default(900),
  REFRESH_TOKEN_TTL_S: z.coerce.number().int().min(60).max(1_728_000).default(1_728_000),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  RATE_LIMIT_PREFIX: z.string().min(1).default('shop:rl:'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  /** The .p8 key (PKCS#8 PEM); `\n` escapes are accepted for one-line values. */
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  APPLE_REDIRECT_URI: z.url().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  APPLE_TOKEN_URL: z.url().default('https://appleid.apple.com/auth/token'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  APPLE_SDK_URL: z
    .url()
    .default(
      'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
    ),
  FACEBOOK_APP_ID: z.string().regex(/^\d+$/, 'must be numeric').optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  FACEBOOK_SDK_URL: z.url().default('https://connect.facebook.net/en_US/sdk.js'),
  FACEBOOK_SDK_VERSION: z.string().default('v21.0'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ISSUERS: list.default(['https://accounts.google.com', 'accounts.google.com']),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_SDK_URL: z.url().default('https://accounts.google.com/gsi/client'),
});

export interface AppleEnv {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  redirectUri: string;
  issuer: string;
  tokenUrl: string;
  jwksUrl: string;
  sdkUrl: string;
}
export interface FacebookEnv {
  appId: string;
  appSecret: string;
  graphUrl: string;
  sdkUrl: string;
  sdkVersion: string;
}
export interface GoogleEnv {
  clientId: string;
  issuers: string[];
  jwksUrl: string;
  sdkUrl: string;
}

export interface AuthEnv {
  jwt: {
    secret: string;
    issuer: string;
    audience: string;
    accessTtlS: number;
    refreshTtlS: number;
  };
  /** Fastify's trustProxy: whose X-Forwarded-For is believed (the gateway on loopback). */
  trustProxy: string;
  /** Rate limits in Redis when set, in process otherwise. */
  redisUrl: string | null;
  rateLimitPrefix: string;
  /**
   * GET /dev/outbox: only in an explicit NODE_ENV=development or test, never by default and
   * never in production (it shows every reset link), and then to loopback clients only.
   */
  outboxView: { enabled: boolean };
  /** A provider is null until every one of its settings is given. */
  apple: AppleEnv | null;
  facebook: FacebookEnv | null;
  google: GoogleEnv | null;
}

type Problems = string[];

function pickAll<K extends string>(
  raw: Record<string, unknown>,
  names: readonly K[],
  provider: string,
  problems: Problems,
): Record<K, string> | null {
  const given = names.filter((name) => raw[name] !== undefined);
  if (given.length === 0) return null;
  if (given.length < names.length) {
    const missing = names.filter((name) => raw[name] === undefined).join(', ');
    problems.push(`${provider}: also set ${missing}`);
    return null;
  }
  return Object.fromEntries(names.map((name) => [name, String(raw[name])])) as Record<K, string>;
}

/** `present` is the source without empty values, as index.ts prepares it. */
export function loadAuthEnv(present: Source, nodeEnv: NodeEnv): AuthEnv {
  const raw = parseSettings(ZAuthSource, present);
  const problems: Problems = [];
  if (nodeEnv === 'production' && raw.JWT_SECRET === LOCAL_JWT_SECRET)
    problems.push('JWT_SECRET: set a secret of your own when NODE_ENV=production');
  const apple = pickAll(
    raw,
    ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY', 'APPLE_REDIRECT_URI'],
    'Apple',
    problems,
  );
  const facebook = pickAll(raw, ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'], 'Facebook', problems);
  refuseProblems(problems);
  return {
    jwt: {
      secret: raw.JWT_SECRET,
      issuer: raw.JWT_ISSUER,
      audience: raw.JWT_AUDIENCE,
      accessTtlS: raw.ACCESS_TOKEN_TTL_S,
      refreshTtlS: raw.REFRESH_TOKEN_TTL_S,
    },
    trustProxy: raw.TRUST_PROXY,
    redisUrl: raw.REDIS_URL ?? null,
    rateLimitPrefix: raw.RATE_LIMIT_PREFIX,
    outboxView: {
      enabled: present.NODE_ENV === 'development' || present.NODE_ENV === 'test',
    },
    apple: apple && {
      clientId: apple.APPLE_CLIENT_ID,
      teamId: apple.APPLE_TEAM_ID,
      keyId: apple.APPLE_KEY_ID,
      privateKey: apple.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
      redirectUri: apple.APPLE_REDIRECT_URI,
      issuer: raw.APPLE_ISSUER,
      tokenUrl: raw.APPLE_TOKEN_URL,
      jwksUrl: raw.APPLE_JWKS_URL,
      sdkUrl: raw.APPLE_SDK_URL,
    },
    facebook: facebook && {
      appId: facebook.FACEBOOK_APP_ID,
      appSecret: facebook.FACEBOOK_APP_SECRET,
      graphUrl: raw.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
      sdkUrl: raw.FACEBOOK_SDK_URL,
      sdkVersion: raw.FACEBOOK_SDK_VERSION,
    },
    google: raw.GOOGLE_CLIENT_ID
      ? {
          clientId: raw.GOOGLE_CLIENT_ID,
          issuers: raw.GOOGLE_ISSUERS,
          jwksUrl: raw.GOOGLE_JWKS_URL,
          sdkUrl: raw.GOOGLE_SDK_URL,
        }
      : null,
  };
}
