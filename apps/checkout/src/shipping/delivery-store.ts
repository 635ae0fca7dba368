import type { TRelayPoint } from '@shop/api-client';
import {
  chooseRelayPoint,
  chooseShippingAddress,
  NO_DELIVERY_CHOICE,
  type CarrierType,
  type DeliveryChoice,
} from '@shop/domain/delivery';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** The browser tab's delivery choice: a reload or the payment step finds it again. */
export const DELIVERY_STORAGE_KEY = 'shop.delivery';

export interface DeliveryState {
  /** The delivery mode the shopper looks at: home (an address) or relay (a relay point). */
  mode: CarrierType;
  choice: DeliveryChoice;
  /** The chosen relay point itself, to show it without searching again. */
  relayPoint: TRelayPoint | null;
  /** The type of the chosen carrier; the choice is complete when it matches the destination. */
  carrierType: CarrierType | null;
  setMode: (mode: CarrierType) => void;
  /** Section 4: an address clears the relay point (and a relay carrier)... */
  chooseAddress: (addressId: number) => void;
  /** ...a relay point clears the address (and a home carrier). */
  chooseRelayPoint: (point: TRelayPoint) => void;
  chooseCarrier: (carrier: { id: number; type: CarrierType }) => void;
  dropCarrier: () => void;
  clear: () => void;
}

const EMPTY = {
  mode: 'home' as CarrierType,
  choice: NO_DELIVERY_CHOICE,
  relayPoint: null,
  carrierType: null,
};

/** The destination's type becomes the mode; a carrier of the other type cannot stay chosen. */
function destination(state: DeliveryState, type: CarrierType, choice: DeliveryChoice) {
  const keep = state.carrierType === type;
  return {
    mode: type,
    carrierType: keep ? type : null,
    choice: keep ? choice : { ...choice, carrierId: null },
  };
}

export function createDeliveryStore(storage: () => Storage = () => sessionStorage) {
  return createStore<DeliveryState>()(
    persist(
      (set) => ({
        ...EMPTY,
        setMode: (mode) => set({ mode }),
        chooseAddress: (addressId) =>
          set((state) => ({
            ...destination(state, 'home', chooseShippingAddress(state.choice, addressId)),
            relayPoint: null,
          })),
        chooseRelayPoint: (point) =>
          set((state) => ({
            ...destination(state, 'relay', chooseRelayPoint(state.choice, point.id)),
            relayPoint: point,
          })),
        chooseCarrier: ({ id, type }) =>
          set((state) => ({ choice: { ...state.choice, carrierId: id }, carrierType: type })),
        dropCarrier: () =>
          set((state) => ({ choice: { ...state.choice, carrierId: null }, carrierType: null })),
        clear: () => set(EMPTY),
      }),
      {
        name: DELIVERY_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: ({ mode, choice, relayPoint, carrierType }) => ({
          mode,
          choice,
          relayPoint,
          carrierType,
        }),
      },
    ),
  );
}

export type DeliveryStore = ReturnType<typeof createDeliveryStore>;

/** The page's one delivery store (sessionStorage: one browser tab, gone with it). */
export const deliveryStore: DeliveryStore = createDeliveryStore();

export function useDelivery<T>(selector: (state: DeliveryState) => T): T {
  return useStore(deliveryStore, selector);
}

/** Logout and a new sign-in forget the previous customer's choice. */
export function clearDeliveryChoice(): void {
  deliveryStore.getState().clear();
}
