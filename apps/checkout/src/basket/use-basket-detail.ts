import type { TBasketDetail, TBasketPromotion } from '@shop/api-client';
import type { BasketLine } from '@shop/domain/basket';
import { reconcileBasket } from '@shop/domain/basket-reconcile';
import { priceCountryKey } from '@shop/domain/stores';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../app/api-context';
import { useShop } from '../app/shop-context-provider';
import { useSession } from '../session/session-context';
import { useBasketStore } from './basket-context';
import { readPromotionCode, writePromotionCode } from './promotion-code';

/** The promotion the shopper holds: a code just typed (not checked yet) or a checked one. */
type HeldPromotion = TBasketPromotion | { code: string; valid: false; promotionValidity: null };

export interface BasketDetailState {
  lines: BasketLine[];
  /** The server's figures for the current lines; null for an empty basket or before the first. */
  detail: TBasketDetail | null;
  loading: boolean;
  failed: boolean;
  promotion: TBasketPromotion | null;
  /** Why the last code was refused, shown until the next one. */
  promotionMessage: string | null;
  /** Lines dropped by the last recalculation (unknown or sold-out products). */
  removed: BasketLine[];
  applyCode: (code: string) => void;
  removeCode: () => void;
}

/**
 * The delivery chosen at the shipping step: the server prices its carrier and answers the
 * totals with it. An address of the book needs the customer's token.
 */
export interface DeliveryRequest {
  countryIsoCode: string | null;
  carrierId: number | null;
  shippingAddressId: number | null;
  relayPointId: string | null;
}

const sameLines = (a: readonly BasketLine[], b: readonly BasketLine[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Journey section 4: every change of the basket asks `POST /basket/detail` (loading on), an
 * empty basket resets the totals without a call, and the answer is reconciled into the shared
 * basket: lines clamped and repriced, unavailable ones dropped, a valid promotion kept and an
 * invalid one cleared with its message. Prices shown are always the server's.
 */
export function useBasketDetail(delivery?: DeliveryRequest): BasketDetailState {
  const api = useApi();
  const shop = useShop();
  const { callAsCustomer } = useSession();
  const store = useBasketStore();
  const lines = useStore(store, (state) => state.lines);
  // A code accepted earlier is checked again, as one just typed.
  const [held, setHeld] = useState<HeldPromotion | null>(() => {
    const code = readPromotionCode();
    return code ? { code, valid: false, promotionValidity: null } : null;
  });
  const [promotionMessage, setPromotionMessage] = useState<string | null>(null);
  const [removed, setRemoved] = useState<BasketLine[]>([]);

  const items = useMemo(
    () =>
      lines.map((line) => ({
        productId: line.info.id,
        productSizeId: line.size.id,
        quantity: line.quantity,
      })),
    [lines],
  );
  // A code just typed is sent to be checked; afterwards only a valid one travels.
  const sent = held && (held.valid || held.promotionValidity === null) ? held.code : null;
  const country = priceCountryKey(shop.storeId);

  const query = useQuery({
    queryKey: ['basket-detail', shop.storeId, items, sent, delivery ?? null],
    queryFn: () => {
      const body = {
        basketItems: items,
        basketPromotion: sent === null ? null : { code: sent },
        countryIsoCode: country === 'default' ? null : country.toUpperCase(),
      };
      return delivery
        ? callAsCustomer((token) =>
            api.basketDetail(
              {
                ...body,
                ...delivery,
                countryIsoCode: delivery.countryIsoCode ?? body.countryIsoCode,
              },
              token,
            ),
          )
        : api.basketDetail(body);
    },
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    retry: 1,
  });

  const answer = query.data;
  useEffect(() => {
    // A stale answer (lines changed since) waits for the one in flight.
    if (!answer || query.isPlaceholderData || items.length === 0) return;
    const current = store.getState().lines;
    const reconciled = reconcileBasket(current, answer);
    if (!sameLines(reconciled.lines, current)) store.getState().replaceLines(reconciled.lines);
    if (reconciled.removed.length > 0) setRemoved(reconciled.removed);
    if (sent !== null) {
      setHeld(reconciled.promotion);
      setPromotionMessage(reconciled.promotionMessage);
      writePromotionCode(reconciled.promotion?.valid ? reconciled.promotion.code : null);
    }
  }, [answer, query.isPlaceholderData, items.length, sent, store]);

  const empty = items.length === 0;
  return {
    lines,
    detail: empty ? null : (answer ?? null),
    loading: !empty && query.isFetching,
    failed: !empty && query.isError,
    promotion: held?.valid ? held : null,
    promotionMessage,
    removed,
    applyCode: (code) => {
      setPromotionMessage(null);
      setHeld({ code: code.trim(), valid: false, promotionValidity: null });
    },
    removeCode: () => {
      writePromotionCode(null);
      setHeld(null);
      setPromotionMessage(null);
    },
  };
}
