import {
  ORDERS_PAGE_SIZE,
  type TCustomerProfile,
  type TProductAlert,
  type TProductPage,
  type TProfileUpdate,
  type TVoucher,
} from '@shop/api-client';
import { isOrderInProgress } from '@shop/domain/orders';
import { GIFT_CARD_ATTEMPTS, normalizeGiftCardCode } from '@shop/domain/vouchers';
import type { FakeOrders } from './fake-orders';

type Json = (status: number, body?: unknown) => Response;

interface Account {
  profile: TCustomerProfile;
  password: string;
}

/** What the account area needs of the fake's accounts and sessions. */
export interface FakeAccountHooks {
  account(customerId: number): Account | undefined;
  emailTaken(email: string): boolean;
  /** Ends the customer's sessions, but the one of `keepToken` when given. */
  endSessions(customerId: number, keepToken?: string): void;
}

/** A gift card the back office made: its amount, and whether it was used or expired. */
export interface FakeGiftCard {
  amount: number;
  state: 'new' | 'used' | 'expired';
}

const DAY_MS = 86_400_000;
const refusal = (json: Json, status: number, message: string, field?: string) =>
  json(status, { message, status, ...(field ? { field } : {}) });

/** A file answer as the API sends one: its bytes, type and Content-Disposition name. */
function file(body: string, type: string, name: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${name}"`,
    },
  });
}

/**
 * The account area's half of the fake API: profile, e-mail and password changes, closing the
 * account and its export, vouchers and gift cards, the history's lists and the order files,
 * card deletion, product alerts and the product pages they name.
 */
export class FakeAccountArea {
  vouchers = new Map<number, TVoucher[]>();
  /** Gift cards by code (normalized). */
  giftCards = new Map<string, FakeGiftCard>();
  alerts = new Map<number, TProductAlert[]>();
  products = new Map<number, TProductPage>();
  /** The history's page size (the API's by default; tests of pages make it small). */
  ordersPageSize = ORDERS_PAGE_SIZE;
  /** Field messages the next profile change answers with (a server-only refusal). */
  profileErrors: Record<string, string> | null = null;
  /** The next saved-card deletion fails at the provider. */
  cardDeletionFails = false;
  /** Closed accounts, by id. */
  closed = new Set<number>();
  private wrongGiftCards = new Map<number, number>();
  private serial = 0;

  constructor(
    private readonly orders: FakeOrders,
    private readonly hooks: FakeAccountHooks,
  ) {}

  answer(
    json: Json,
    route: string,
    query: URLSearchParams,
    body: unknown,
    authorization: string | null,
    customerId: number | undefined,
  ): Response | null {
    if (route.startsWith('GET /products/')) {
      const page = this.products.get(Number(route.split('/').pop()));
      return page ? json(200, page) : refusal(json, 404, 'Product not found');
    }
    const known =
      /^(PATCH|POST|GET) \/secure\/account\/(profile|password|email|delete|export|vouchers|gift-cards)$/.test(
        route,
      ) ||
      route === 'GET /secure/me/orders' ||
      /^GET \/secure\/orders\/\d+\/(bill|purchase-order)$/.test(route) ||
      route.startsWith('DELETE /secure/account/cards/') ||
      route === 'GET /product-alerts' ||
      route.startsWith('DELETE /product-alerts/');
    if (!known) return null;
    const account = customerId === undefined ? undefined : this.hooks.account(customerId);
    if (customerId === undefined || !account) return refusal(json, 401, 'expired');
    const token = (authorization ?? '').replace('Bearer ', '');

    if (route === 'PATCH /secure/account/profile')
      return this.updateProfile(json, account, body as TProfileUpdate);
    if (route === 'PATCH /secure/account/password') {
      const { oldPassword, newPassword } = body as { oldPassword: string; newPassword: string };
      if (oldPassword !== account.password)
        return refusal(json, 403, "L'ancien mot de passe n'est pas correct", 'oldPassword');
      if (newPassword === oldPassword)
        return refusal(
          json,
          400,
          "Le nouveau mot de passe doit être différent de l'ancien.",
          'newPassword',
        );
      account.password = newPassword;
      this.hooks.endSessions(customerId, token);
      return json(204);
    }
    if (route === 'PATCH /secure/account/email') {
      const { email, password } = body as { email: string; password: string };
      if (password !== account.password)
        return refusal(json, 403, "Le mot de passe n'est pas correct.", 'password');
      if (this.hooks.emailTaken(email))
        return refusal(json, 409, 'Cette adresse e-mail est déjà utilisée.', 'email');
      account.profile = { ...account.profile, email };
      return json(200, account.profile);
    }
    if (route === 'POST /secure/account/delete') {
      if ((body as { password: string }).password !== account.password)
        return refusal(json, 403, "Le mot de passe n'est pas correct.", 'password');
      this.closed.add(customerId);
      account.password = `closed-${customerId}-${Date.now()}`;
      account.profile = { ...account.profile, email: `closed-${customerId}@invalid` };
      this.hooks.endSessions(customerId);
      return json(204);
    }
    if (route === 'GET /secure/account/export')
      return file(
        JSON.stringify({ exportedAt: new Date().toISOString(), profile: account.profile }),
        'application/json',
        `maison-rue-donnees-${customerId}.json`,
      );
    if (route === 'GET /secure/account/vouchers') {
      const vouchers = this.vouchers.get(customerId) ?? [];
      const available = vouchers
        .filter((voucher) => voucher.state === 'active')
        .reduce((sum, voucher) => sum + voucher.remaining, 0);
      return json(200, { vouchers, available: Math.round(available * 100) / 100 });
    }
    if (route === 'POST /secure/account/gift-cards')
      return this.activate(json, customerId, (body as { code: string }).code);
    if (route === 'GET /secure/me/orders') return this.history(json, customerId, query);
    if (route.startsWith('GET /secure/orders/')) {
      const [, , , id, kind] = route.split(' ')[1]!.split('/');
      const order = this.orders.of(customerId).find((candidate) => candidate.id === Number(id));
      if (!order) return refusal(json, 404, 'Order not found');
      const name = kind === 'bill' ? 'facture' : 'bon-de-commande';
      return file(
        `%PDF-1.7\n% ${order.number}\n`,
        'application/pdf',
        `${name}-${order.number}.pdf`,
      );
    }
    if (route.startsWith('DELETE /secure/account/cards/')) {
      if (this.cardDeletionFails) {
        this.cardDeletionFails = false;
        return refusal(json, 502, 'Payment provider unavailable');
      }
      const id = decodeURIComponent(route.split('/').pop()!);
      const cards = this.orders.cards.get(customerId) ?? [];
      if (!cards.some((card) => card.id === id)) return refusal(json, 404, 'Card not found');
      this.orders.cards.set(
        customerId,
        cards.filter((card) => card.id !== id),
      );
      return json(204);
    }
    if (route === 'GET /product-alerts') return json(200, this.alerts.get(customerId) ?? []);
    const alertId = Number(route.split('/').pop());
    const alerts = this.alerts.get(customerId) ?? [];
    if (!alerts.some((alert) => alert.id === alertId)) return refusal(json, 404, 'Alert not found');
    this.alerts.set(
      customerId,
      alerts.filter((alert) => alert.id !== alertId),
    );
    return json(204);
  }

  private updateProfile(json: Json, account: Account, update: TProfileUpdate) {
    const errors = this.profileErrors;
    this.profileErrors = null;
    if (errors)
      return json(422, { message: 'Veuillez corriger les champs indiqués.', status: 422, errors });
    account.profile = { ...account.profile, ...update } as TCustomerProfile;
    return json(200, account.profile);
  }

  private activate(json: Json, customerId: number, typed: string) {
    const wrong = this.wrongGiftCards.get(customerId) ?? 0;
    if (wrong >= GIFT_CARD_ATTEMPTS.perCustomer)
      return refusal(
        json,
        429,
        `Trop de codes erronés. Réessayez dans ${GIFT_CARD_ATTEMPTS.windowMinutes} min.`,
      );
    const code = normalizeGiftCardCode(typed);
    const card = code ? this.giftCards.get(code) : undefined;
    if (!card) {
      this.wrongGiftCards.set(customerId, wrong + 1);
      return refusal(json, 404, 'Ce code de carte cadeau est inconnu.', 'code');
    }
    if (card.state === 'used')
      return refusal(json, 409, 'Cette carte cadeau a déjà été activée.', 'code');
    if (card.state === 'expired') return refusal(json, 410, 'Cette carte cadeau a expiré.', 'code');
    card.state = 'used';
    const now = Date.now();
    this.serial += 1;
    const voucher: TVoucher = {
      id: this.serial,
      kind: 'voucher',
      origin: 'gift_card',
      label: `Carte cadeau …${code!.slice(-4)}`,
      amount: card.amount,
      remaining: card.amount,
      validFrom: new Date(now).toISOString(),
      expiresAt: new Date(now + 365 * DAY_MS).toISOString(),
      state: 'active',
    };
    this.vouchers.set(customerId, [voucher, ...(this.vouchers.get(customerId) ?? [])]);
    return json(201, { voucher });
  }

  private history(json: Json, customerId: number, query: URLSearchParams) {
    const page = Number(query.get('page') ?? 1);
    const state = query.get('state');
    const orders = this.orders
      .of(customerId)
      .filter(
        (order) => state === null || isOrderInProgress(order.status) === (state === 'in_progress'),
      )
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
    const size = this.ordersPageSize;
    return json(200, {
      orders: orders.slice((page - 1) * size, page * size),
      page,
      pages: Math.ceil(orders.length / size),
    });
  }
}
