import {
  createApiClient,
  type ApiClient,
  type TCustomerProfile,
  type TMessages,
  type TSocialConfig,
  type TVoucher,
} from '@shop/api-client';
import { FakeAccountArea } from './fake-account-area';
import { FakeBotCheck } from './fake-bot-check';
import { FakeDelivery } from './fake-delivery';
import { FakeOrders } from './fake-orders';

/** The request fields the fake reads; each call sends the ones it needs. */
interface FakeBody {
  _username: string;
  _password: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  refresh_token: string;
  botToken?: string;
  token: string;
  code: string;
  accessToken: string;
}

interface Account {
  profile: TCustomerProfile;
  password: string;
}

export interface FakeCall {
  method: string;
  path: string;
  /** The query string, `?a=1&b=2` ('' without one). */
  query: string;
  body: unknown;
  authorization: string | null;
  headers: Record<string, string>;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A small stand-in of the front API for component tests, behind the real client: it keeps
 * accounts and tokens in memory and records every call.
 */
export class FakeApi {
  calls: FakeCall[] = [];
  social: TSocialConfig = { apple: null, facebook: null, google: null };
  /** Forces the status of a path's next answers (e.g. 500 on the profile). */
  failures = new Map<string, number>();
  /** The login bot check: accounts past their failures, real (cheap) ALTCHA challenges. */
  botCheck = new FakeBotCheck();
  /** Address books, countries, carriers, relay points, the basket detail and templates. */
  delivery = new FakeDelivery();
  /** Saved cards and orders (POST /secure/orders with its idempotency key, GET an order). */
  orders: FakeOrders = new FakeOrders(
    this.delivery,
    (id): TVoucher[] => this.accountArea.vouchers.get(id) ?? [],
  );
  /** The texts `GET /translations` answers (none by default: the bundled ones stand). */
  translations: TMessages = {};
  /** The account area: profile changes, vouchers, gift cards, history, alerts, closing. */
  accountArea = new FakeAccountArea(this.orders, {
    account: (id) => this.accounts[id - 1],
    emailTaken: (email) => this.accounts.some((account) => account.profile.email === email),
    endSessions: (id, keepToken) => {
      for (const tokens of [this.accessTokens, this.refreshTokens])
        for (const [token, owner] of tokens)
          if (owner === id && token !== keepToken && !this.keptRefresh(token, keepToken))
            tokens.delete(token);
    },
  });
  /** The refresh token issued with `accessToken`, which a password change keeps too. */
  private keptRefresh(refreshToken: string, accessToken: string | undefined): boolean {
    return accessToken !== undefined && this.pairs.get(accessToken) === refreshToken;
  }
  /**
   * The browser's HttpOnly refresh cookie: set by the sign-in answers, sent with the refresh
   * call only, never visible to the app's code.
   */
  refreshCookie: string | null = null;
  private accounts: Account[] = [];
  private accessTokens = new Map<string, number>();
  private refreshTokens = new Map<string, number>();
  private serial = 0;
  /** Each access token's refresh token, issued together. */
  private pairs = new Map<string, string>();

  addCustomer(
    email: string,
    password: string,
    names = { firstName: 'Jeanne', lastName: 'Dupont' },
  ) {
    const id = this.accounts.length + 1;
    this.accounts.push({
      password,
      profile: {
        id,
        gender: null,
        birthday: null,
        email,
        phone: null,
        status: 1,
        roles: ['ROLE_USER'],
        scope: ['customer'],
        newsletter: false,
        facebook: null,
        appleId: null,
        googleId: null,
        ...names,
      },
    });
    return id;
  }

  /**
   * Tokens of a signed-in customer, as if logged in earlier: in this browser (the refresh token
   * then in its cookie) or on another device.
   */
  issue(customerId: number, { inThisBrowser = true } = {}) {
    this.serial += 1;
    const token = `access-${this.serial}.jwt.sig`;
    const refresh = `refresh-token-${this.serial}-abcdefghij`;
    this.accessTokens.set(token, customerId);
    this.refreshTokens.set(refresh, customerId);
    this.pairs.set(token, refresh);
    if (inThisBrowser) this.refreshCookie = refresh;
    return { token, refresh_token: refresh, token_type: 'Bearer' as const, expires_in: 900 };
  }

  expireAccessTokens() {
    this.accessTokens.clear();
  }

  callsTo(path: string) {
    return this.calls.filter((call) => call.path === path);
  }

  fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v5/, '');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const method = init.method ?? 'GET';
    this.calls.push({
      method,
      path,
      query: url.search,
      body,
      authorization: headers.Authorization ?? null,
      headers,
    });
    const forced = this.failures.get(path);
    if (forced) return json(forced, { message: 'forced', status: forced });
    if (path === '/bot-check/config') return json(200, { provider: 'altcha' });
    if (path === '/bot-check/challenge') return json(200, await this.botCheck.challenge());
    if (path === '/security/login') {
      const email = String(body?._username ?? '')
        .trim()
        .toLowerCase();
      const refused = await this.botCheck.refusal(email, body?.botToken);
      if (refused) return json(429, refused);
    }
    return this.answer(method, path, body, headers, url.searchParams);
  };

  /** A sign-in answer as the API gives it: the access token; the refresh one goes in the cookie. */
  private signedIn(status: number, customerId: number) {
    const { refresh_token: _inCookie, ...answer } = this.issue(customerId);
    return json(status, answer);
  }

  private customerOf(authorization: string | null) {
    const id = authorization
      ? this.accessTokens.get(authorization.replace('Bearer ', ''))
      : undefined;
    return id ? this.accounts[id - 1] : undefined;
  }

  // Request bodies of the calls this fake knows, loosely: the real schemas checked them already.
  private answer(
    method: string,
    path: string,
    body: FakeBody,
    headers: Record<string, string>,
    query: URLSearchParams,
  ) {
    const authorization = headers.Authorization ?? null;
    const route = `${method} ${path}`;
    if (route === 'POST /security/login') {
      const account = this.accounts.find(
        (a) =>
          a.profile.email === body._username.trim().toLowerCase() && a.password === body._password,
      );
      return account
        ? this.signedIn(200, account.profile.id)
        : json(401, { message: 'Bad credentials', status: 401 });
    }
    if (route === 'POST /security/register') {
      if (this.accounts.some((a) => a.profile.email === body.email.toLowerCase()))
        return json(409, { message: 'taken', status: 409, field: 'email' });
      const id = this.addCustomer(body.email.toLowerCase(), body.password, {
        firstName: body.firstName,
        lastName: body.lastName,
      });
      return this.signedIn(201, id);
    }
    if (route === 'POST /security/refresh') {
      const refresh = body?.refresh_token ?? this.refreshCookie ?? '';
      const id = this.refreshTokens.get(refresh);
      if (!id) {
        this.refreshCookie = null;
        return json(401, { message: 'Invalid refresh token', status: 401 });
      }
      this.refreshTokens.delete(refresh);
      return this.signedIn(200, id);
    }
    if (route === 'POST /security/logout') {
      const access = (authorization ?? '').replace('Bearer ', '');
      this.accessTokens.delete(access);
      const refresh = body?.refresh_token ?? this.pairs.get(access);
      if (refresh) this.refreshTokens.delete(refresh);
      this.refreshCookie = null;
      return json(204);
    }
    if (route === 'POST /security/autoconnect')
      return body.token === 'good-autoconnect-token-123'
        ? this.signedIn(200, 1)
        : json(400, { message: 'dead', status: 400, field: 'token' });
    if (route === 'POST /security/password-reset/request') return json(202, { status: 'accepted' });
    if (route === 'POST /security/password-reset/confirm')
      return body.token === 'good-reset-token-1234567'
        ? json(204)
        : json(400, { message: 'dead', status: 400 });
    if (route === 'GET /security/social-config') return json(200, this.social);
    if (route === 'GET /translations')
      return json(200, { locale: headers['Accept-Language'], messages: this.translations });
    if (route.startsWith('POST /social-connect/'))
      // Stands for the provider's verification: the token of customer 1 is the good one.
      return Object.values(body).includes('provider-ok')
        ? this.signedIn(200, 1)
        : json(401, { message: 'refused', status: 401 });
    if (route === 'GET /secure/account/profile/v2') {
      const account = this.customerOf(authorization);
      return account ? json(200, account.profile) : json(401, { message: 'expired', status: 401 });
    }
    const customer = this.customerOf(authorization)?.profile.id;
    return (
      this.accountArea.answer(json, route, query, body, authorization, customer) ??
      this.orders.answer(json, route, body, headers, customer) ??
      this.delivery.answer(json, route, query, body, customer) ??
      json(404, { message: `no ${route}`, status: 404 })
    );
  }

  client(
    options: {
      store?: 'fr' | 'es' | 'it' | 'be' | 'de' | 'int';
      locale?: 'fr' | 'es' | 'it' | 'nl' | 'de' | 'en';
    } = {},
  ): ApiClient {
    return createApiClient({
      baseUrl: '/api/v5',
      store: options.store ?? 'fr',
      device: 0,
      locale: options.locale ?? 'fr',
      fetch: this.fetch as typeof fetch,
    });
  }
}
