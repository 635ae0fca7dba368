import { ACCOUNT } from './account';
import { BACK_OFFICE, PAYMENT_AND_DEV } from './back-office';
import { BROWSING } from './browsing';
import type { Endpoint } from './endpoint';
import { ORDERS } from './orders';
import { RETURNS } from './returns';
import { SHOPPER } from './shopper';

export * from './endpoint';

/**
 * Every endpoint of the front API v5 by name: the one list the API registers its handlers
 * from, the client calls through and the OpenAPI document describes.
 */
export const ENDPOINTS = {
  ...BROWSING,
  ...SHOPPER,
  ...ACCOUNT,
  ...ORDERS,
  ...RETURNS,
  ...BACK_OFFICE,
  ...PAYMENT_AND_DEV,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

export { ACCOUNT, BACK_OFFICE, BROWSING, ORDERS, PAYMENT_AND_DEV, RETURNS, SHOPPER };
