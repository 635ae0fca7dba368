import type { BasketLine } from '@shop/domain/basket';
import { reconcileBasket, type ServerBasketItem } from '@shop/domain/basket-reconcile';
import type { createBasketStore } from './basket-store';

type BasketStore = ReturnType<typeof createBasketStore>;

/** What `POST /basket/detail` is asked for the stored lines. */
export interface BasketDetailItem {
  productId: number;
  productSizeId: number;
  quantity: number;
}

export type FetchBasketDetail = (
  items: BasketDetailItem[],
) => Promise<{ basketItems: readonly ServerBasketItem[] }>;

const lineKey = (line: { info: { id: number }; size: { id: number } }) =>
  `${line.info.id}:${line.size.id}`;

const sameKeys = (a: readonly BasketLine[], b: readonly BasketLine[]) =>
  a.map(lineKey).join() === b.map(lineKey).join();

/** Resolves once the stored lines are read from local storage. */
function hydrated(store: BasketStore): Promise<void> {
  if (store.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

/**
 * The stored basket as the server prices it now (issue 30, item 17): lines keep the price and
 * stock they had when added, days ago perhaps, and the header's basket and the low-stock toast
 * showed them so. Lines the server still sells take its prices and stock, clamped as the basket
 * page would; a line it no longer sells keeps its place with no stock left (nothing low-stock
 * to announce), so that the basket page removes it with its notice naming the item. An answer
 * for lines the shopper has changed meanwhile is dropped.
 */
export async function refreshBasket(store: BasketStore, fetchDetail: FetchBasketDetail) {
  await hydrated(store);
  const sent = store.getState().lines;
  if (sent.length === 0) return;
  const answer = await fetchDetail(
    sent.map((line) => ({
      productId: line.info.id,
      productSizeId: line.size.id,
      quantity: line.quantity,
    })),
  );
  const current = store.getState().lines;
  if (!sameKeys(current, sent)) return;
  const { lines: kept } = reconcileBasket(current, { ...answer, basketPromotion: null });
  const priced = new Map(kept.map((line) => [lineKey(line), line]));
  store
    .getState()
    .replaceLines(
      current.map(
        (line) => priced.get(lineKey(line)) ?? { ...line, size: { ...line.size, quantity: 0 } },
      ),
    );
}
