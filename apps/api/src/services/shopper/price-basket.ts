import type { TBasketPromotion, TRemovedBasketItem } from '@shop/api-client/schemas';
import {
  basketAmounts,
  linesSubtotal,
  mergeItems,
  priceLine,
  VAT_RATES,
  type BasketAmounts,
  type BasketRequestItem,
  type PricedLine,
} from '@shop/domain/basket-pricing';
import type { Device } from '@shop/domain/device';
import type { Locale } from '@shop/domain/locales';
import { priceCountryKey, type StoreId } from '@shop/domain/stores';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toAmount } from '../../db/money';
import { productPrices, products, productSizes } from '../../db/schema';
import { applyPromotion, type PromotionGuard } from './promotions';

export interface BasketInput {
  basketItems: BasketRequestItem[];
  basketPromotion?: { code?: string | null } | null;
}

export interface PricingContext {
  storeId: StoreId;
  locale: Locale;
  /** The request's device class (its User-Agent), never the body's: mobile-only codes. */
  device: Device;
  /** Counts the shopper's failed codes (basket detail, carriers); none when left out. */
  promotionGuard?: PromotionGuard;
  freeShippingAmount: number;
  now: Date;
}

/** A basket priced from the catalogue: what POST /basket/detail and carriers both start from. */
export interface PricedBasket {
  lines: PricedLine[];
  removedItems: TRemovedBasketItem[];
  basketPromotion: TBasketPromotion | null;
  amounts: BasketAmounts;
  vatRate: number;
  /** Σ quantity × product weight over the lines kept, in grams. */
  weightGrams: number;
}

type Unit = { price: number; originalPrice: number };
type Size = { id: number; productId: number; stock: number; weightGrams: number };

/** What pricing reads of the catalogue: each asked size, and each product's price here. */
export interface BasketCatalogue {
  sizes: Map<number, Size>;
  prices: Map<number, Unit>;
}

/** The store's price row of a product wins over its `default` row, whatever their order. */
export function addPrice(
  prices: Map<number, Unit>,
  row: { productId: number; countryKey: string; price: string; originalPrice: string },
  priceKey: string,
): void {
  if (row.countryKey !== priceKey && prices.has(row.productId)) return;
  prices.set(row.productId, {
    price: toAmount(row.price),
    originalPrice: toAmount(row.originalPrice),
  });
}

/** Stock, weight and the store's price (its country key, else `default`) of each asked size. */
async function loadCatalogue(
  db: Db,
  sizeIds: number[],
  priceKey: string,
): Promise<BasketCatalogue> {
  if (sizeIds.length === 0) return { sizes: new Map(), prices: new Map() };
  const sizes: Size[] = await db
    .select({
      id: productSizes.id,
      productId: productSizes.productId,
      stock: productSizes.stock,
      weightGrams: products.weightGrams,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(inArray(productSizes.id, sizeIds));
  const productIds = [...new Set(sizes.map((size) => size.productId))];
  const rows = productIds.length
    ? await db
        .select()
        .from(productPrices)
        .where(
          and(
            inArray(productPrices.productId, productIds),
            inArray(productPrices.countryKey, [priceKey, 'default']),
          ),
        )
    : [];
  const prices = new Map<number, Unit>();
  for (const row of rows) addPrice(prices, row, priceKey);
  return { sizes: new Map(sizes.map((size) => [size.id, size])), prices };
}

/**
 * Every price from the catalogue for the store's country, quantities clamped to the stock,
 * unknown or sold-out lines dropped and reported, the promotion checked, free shipping from
 * the back office's free-shipping amount. An order passes the `catalogue` it read
 * with its size locks, so it prices from exactly the rows it holds.
 */
export async function priceBasket(
  db: Db,
  input: BasketInput,
  context: PricingContext,
  catalogue?: BasketCatalogue,
): Promise<PricedBasket> {
  const items = mergeItems(input.basketItems.filter((item) => item.quantity > 0));
  const vatRate = VAT_RATES[context.storeId];
  const { sizes, prices } =
    catalogue ??
    (await loadCatalogue(
      db,
      items.map((item) => item.productSizeId),
      priceCountryKey(context.storeId),
    ));
  const lines: PricedLine[] = [];
  const removedItems: TRemovedBasketItem[] = [];
  let weightGrams = 0;
  for (const item of items) {
    const size = sizes.get(item.productSizeId);
    const unit = prices.get(item.productId);
    if (!size || size.productId !== item.productId || !unit) {
      removedItems.push({ ...pick(item), reason: 'unknown' });
      continue;
    }
    const line = priceLine(item, size.stock, unit, vatRate);
    if (!line) {
      removedItems.push({ ...pick(item), reason: 'sold_out' });
      continue;
    }
    lines.push(line);
    weightGrams += line.quantity * size.weightGrams;
  }
  const basketPromotion = input.basketPromotion
    ? await applyPromotion(db, input.basketPromotion.code, {
        subtotal: linesSubtotal(lines),
        device: context.device,
        now: context.now,
        locale: context.locale,
        taxRate: vatRate,
        guard: context.promotionGuard,
      })
    : null;
  const amounts = basketAmounts(lines, {
    promotionDiscount: basketPromotion?.discount ?? 0,
    vatRate,
    freeShippingAmount: context.freeShippingAmount,
  });
  return { lines, removedItems, basketPromotion, amounts, vatRate, weightGrams };
}

const pick = ({ productId, productSizeId }: BasketRequestItem) => ({ productId, productSizeId });
