import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketTotals, type BasketLine } from './basket';
import {
  basketAmounts,
  linesSubtotal,
  orderCents,
  priceLine,
  type PricedLine,
} from './basket-pricing';
import { shippingCents } from '../checkout/delivery';
import { fromCents, toCents } from './money';
import { promotionDiscount } from './promotion';
import { allocateVouchers, type SpendableVoucher } from './vouchers';

/**
 * Money is summed in whole cents (issue 31, item 3): whatever the basket, its totals are the
 * sum of their parts to the cent. Every expected figure below is computed from the generated
 * cents with integer arithmetic only, never through the euros the functions take.
 */

// The day the test runs: vouchers are placed around it, never at a calendar date.
const NOW = new Date();
const DAY_MS = 86_400_000;

/** Prices from 0.01 € to 2,500.00 €, the catalogue's 2-decimal euros. */
const priceCents = fc.integer({ min: 1, max: 250_000 });

const line = fc.record({
  priceCents,
  /** Original price above the price (a product discount), or none. */
  markdownCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
  quantity: fc.integer({ min: 1, max: 12 }),
  stock: fc.integer({ min: 0, max: 15 }),
});

const promotion = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 100 }).map((percent) => ({ percent, amountCents: null })),
  fc.integer({ min: 1, max: 60_000 }).map((amountCents) => ({ percent: null, amountCents })),
);

const voucher = fc.record({
  remainingCents: fc.integer({ min: 0, max: 40_000 }),
  /** Days from now: negative is expired. */
  expiresInDays: fc.integer({ min: -30, max: 400 }),
  validSinceDays: fc.integer({ min: -5, max: 30 }),
});

const order = fc.record({
  lines: fc.array(line, { maxLength: 12 }),
  promotion,
  vatRate: fc.constantFrom(19, 20, 21, 22),
  freeShippingCents: fc.integer({ min: 0, max: 30_000 }),
  carrierRateCents: fc.integer({ min: 0, max: 3_000 }),
  vouchers: fc.array(voucher, { maxLength: 4 }),
});

/** Half away from zero on whole cents, as the promotion rule says (10 % of 41.99 is 4.20). */
const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

describe('order totals in cents (property)', () => {
  it('equal the sum of their parts to the cent, promotion, shipping and vouchers included', () => {
    fc.assert(
      fc.property(order, (input) => {
        const lines: PricedLine[] = [];
        let expectedGoods = 0;
        let expectedOrigin = 0;
        input.lines.forEach((generated, index) => {
          const priced = priceLine(
            { productId: index + 1, productSizeId: index + 1, quantity: generated.quantity },
            generated.stock,
            {
              price: fromCents(generated.priceCents),
              originalPrice: fromCents(generated.priceCents + generated.markdownCents),
            },
            input.vatRate,
          );
          const kept = Math.min(generated.quantity, generated.stock);
          expect(priced?.quantity ?? 0).toBe(kept);
          if (!priced) return;
          lines.push(priced);
          expectedGoods += generated.priceCents * kept;
          expectedOrigin += (generated.priceCents + generated.markdownCents) * kept;
        });

        const subtotal = linesSubtotal(lines);
        expect(toCents(subtotal)).toBe(expectedGoods);
        const rule = input.promotion && {
          percent: input.promotion.percent,
          amount:
            input.promotion.amountCents === null ? null : fromCents(input.promotion.amountCents),
        };
        const expectedDiscount = !rule
          ? 0
          : Math.min(
              expectedGoods,
              rule.percent !== null
                ? percentOf(expectedGoods, rule.percent)
                : input.promotion!.amountCents!,
            );
        const discount = rule ? promotionDiscount(rule, subtotal) : 0;
        expect(toCents(discount)).toBe(expectedDiscount);

        const amounts = basketAmounts(lines, {
          promotionDiscount: discount,
          vatRate: input.vatRate,
          freeShippingAmount: fromCents(input.freeShippingCents),
        });
        expect(toCents(amounts.originPrice)).toBe(expectedOrigin);
        expect(toCents(amounts.subtotal)).toBe(expectedGoods);
        expect(toCents(amounts.promotionDiscount)).toBe(expectedDiscount);
        expect(toCents(amounts.price)).toBe(expectedGoods - expectedDiscount);
        const expectedFree =
          lines.length > 0 && expectedGoods - expectedDiscount >= input.freeShippingCents;
        expect(amounts.freeShipping).toBe(expectedFree);

        const shipping = shippingCents(input.carrierRateCents, amounts.freeShipping);
        const totals = orderCents(amounts, shipping);
        const expectedTotal = expectedGoods - expectedDiscount + shipping;
        expect(totals).toEqual({
          goods: expectedGoods,
          discount: expectedDiscount,
          shipping: expectedFree ? 0 : input.carrierRateCents,
          total: expectedTotal,
        });
        // The lines an order keeps (unit price × quantity) add up to its goods.
        const lineSum = lines.reduce((sum, kept) => sum + toCents(kept.price) * kept.quantity, 0);
        expect(lineSum).toBe(totals.goods);
        // The euros the wire shows come back to the same cents.
        expect(toCents(fromCents(totals.total))).toBe(expectedTotal);
        expect(fromCents(totals.total)).toBe(expectedTotal / 100);

        const spendable: SpendableVoucher[] = input.vouchers.map((generated, index) => ({
          id: index + 1,
          remainingCents: generated.remainingCents,
          expiresAt: new Date(NOW.getTime() + generated.expiresInDays * DAY_MS),
          validFrom: new Date(NOW.getTime() - generated.validSinceDays * DAY_MS),
        }));
        const usable = input.vouchers
          .filter((generated) => generated.expiresInDays > 0 && generated.validSinceDays >= 0)
          .reduce((sum, generated) => sum + generated.remainingCents, 0);
        const { allocations, coveredCents } = allocateVouchers(totals.total, spendable, NOW);
        expect(coveredCents).toBe(Math.min(expectedTotal, usable));
        expect(allocations.reduce((sum, part) => sum + part.amountCents, 0)).toBe(coveredCents);
        for (const part of allocations)
          expect(part.amountCents).toBeLessThanOrEqual(spendable[part.id - 1]!.remainingCents);
        // What the shopper pays otherwise: total − vouchers, never negative.
        const rest = totals.total - coveredCents;
        expect(rest).toBeGreaterThanOrEqual(0);
        expect(totals.goods - totals.discount + totals.shipping).toBe(coveredCents + rest);
      }),
      { numRuns: 500 },
    );
  });

  it("the storefront basket's totals are the sum of its lines to the cent", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 15 }), (generated) => {
        const lines: BasketLine[] = generated.map((item, index) => ({
          info: {
            id: index + 1,
            price: fromCents(item.priceCents),
            originPrice: fromCents(item.priceCents + item.markdownCents),
            quantity: item.stock,
            pictures: [],
            name: `Product ${index + 1}`,
            brand: 'Brand',
          },
          size: { id: index + 1, quantity: item.stock, label: 'M' },
          quantity: item.quantity,
        }));
        const total = generated.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
        const original = generated.reduce(
          (sum, item) => sum + (item.priceCents + item.markdownCents) * item.quantity,
          0,
        );
        const totals = basketTotals(lines);
        expect(toCents(totals.total)).toBe(total);
        expect(toCents(totals.originalTotal)).toBe(original);
        expect(toCents(totals.savings)).toBe(original - total);
        expect(totals.total).toBe(total / 100);
      }),
      { numRuns: 300 },
    );
  });

  it('toCents and fromCents are inverse on whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});
