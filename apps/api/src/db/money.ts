import { roundPrice } from '@shop/domain/money';

/** numeric(10,2) columns arrive as strings: the edge turns them into numbers with 2 decimals. */
export function toAmount(value: string | number): number {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) throw new Error(`Not an amount: ${value}`);
  return roundPrice(amount);
}
