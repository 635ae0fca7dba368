import { MAX_QUANTITY_PER_LINE } from '../basket/basket-quantity';
import { toCents } from '../basket/money';
import { PAYPAL_4X_MAXIMUM } from './orders';

/**
 * What one shopper may keep out of sale without paying (issue 30, item 1). An order waiting
 * for its money holds its stock (STOCK_HOLD_MINUTES for a card or PayPal payment,
 * TRANSFER_HOLD_DAYS for a transfer or a cheque): one free account placed 20 transfer orders
 * in 0.4 s and held 345 units of 20 sizes for a week, and every other basket said sold out.
 * These limits bound what such orders hold, per customer and per network address (the shop
 * cannot tell a device from another without trusting what the client sends, and a script sends
 * anything, so the address stands for it: docs/decisions.md). Paid orders hold nothing here.
 */

/** The statuses of an order placed and not paid yet: the ones that hold stock for a while. */
export const UNPAID_STATUSES = ['awaiting_payment', 'awaiting_transfer'] as const;

export interface HoldLimits {
  /** Unpaid orders at the same time, the new one included. */
  orders: number;
  /** Units of one size in those orders. */
  unitsPerSize: number;
  /** Their total still to pay, in cents. */
  amountCents: number;
}

/**
 * One customer: three unpaid orders leave room for a card payment abandoned on the bank's page
 * and tried again, and for a transfer beside it; ten units of a size is what one order line
 * may take (MAX_QUANTITY_PER_LINE of basket-quantity); 2,000 € is PayPal's ceiling for four
 * instalments (PAYPAL_4X_MAXIMUM of orders): a larger basket is bought in two orders, paying
 * the first. Against the attack measured, one account holds 3 orders and at most
 * 2,000 € of goods, 10 of a size, instead of 20 orders, 345 units.
 */
export const CUSTOMER_HOLD_LIMITS: HoldLimits = {
  orders: 3,
  unitsPerSize: MAX_QUANTITY_PER_LINE,
  amountCents: toCents(PAYPAL_4X_MAXIMUM),
};

/**
 * One network address (an IPv4 address, an IPv6 /64), whatever the accounts: room for a
 * household, an office or a mobile operator's shared address, while many free accounts from
 * one machine still hold no more than a few customers would.
 */
export const ADDRESS_HOLD_LIMITS: HoldLimits = {
  orders: 10,
  unitsPerSize: 20,
  amountCents: 500_000,
};

/** What a customer or an address holds in unpaid orders now. */
export interface Holding {
  orders: number;
  amountCents: number;
  /** Units held per size id (only the sizes asked for need to be there). */
  units: ReadonlyMap<number, number>;
}

/** What a new unpaid order would add. */
export interface NewHold {
  amountCents: number;
  /** Units per size id of the order. */
  units: ReadonlyMap<number, number>;
}

export type HoldExcess = 'orders' | 'unitsPerSize' | 'amount';

/** The first limit the new order would pass, or null when it may be placed. */
export function holdExcess(held: Holding, order: NewHold, limits: HoldLimits): HoldExcess | null {
  if (held.orders + 1 > limits.orders) return 'orders';
  for (const [sizeId, units] of order.units)
    if ((held.units.get(sizeId) ?? 0) + units > limits.unitsPerSize) return 'unitsPerSize';
  if (held.amountCents + order.amountCents > limits.amountCents) return 'amount';
  return null;
}
