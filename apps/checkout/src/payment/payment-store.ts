import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { endAttempt } from './order-attempt';
import type { PaymentSelection } from './payment-choice';

/** The tab's payment choice, beside the delivery choice: the summary and a reload find it. */
export const PAYMENT_STORAGE_KEY = 'shop.payment';

export interface PaymentState {
  selection: PaymentSelection | null;
  /** The terms were accepted on the payment step (required before the summary). */
  termsAccepted: boolean;
  /** The vouchers and credits ticked to pay first (method 10), by id. */
  voucherIds: number[];
  choose: (selection: PaymentSelection) => void;
  acceptTerms: (accepted: boolean) => void;
  chooseVouchers: (voucherIds: number[]) => void;
  clear: () => void;
}

const EMPTY = { selection: null, termsAccepted: false, voucherIds: [] };

export function createPaymentStore(storage: () => Storage = () => sessionStorage) {
  return createStore<PaymentState>()(
    persist(
      (set) => ({
        ...EMPTY,
        choose: (selection) => set({ selection }),
        acceptTerms: (termsAccepted) => set({ termsAccepted }),
        chooseVouchers: (voucherIds) => set({ voucherIds }),
        clear: () => set(EMPTY),
      }),
      {
        name: PAYMENT_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: ({ selection, termsAccepted, voucherIds }) => ({
          selection,
          termsAccepted,
          voucherIds,
        }),
      },
    ),
  );
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;

/** The page's one payment store (sessionStorage: one browser tab, gone with it). */
export const paymentStore: PaymentStore = createPaymentStore();

export function usePayment<T>(selector: (state: PaymentState) => T): T {
  return useStore(paymentStore, selector);
}

/** Logout and a new sign-in forget the previous customer's payment choice and attempt. */
export function clearPaymentChoice(): void {
  paymentStore.getState().clear();
  endAttempt();
}
