import {
  ASYNC_DATA_ERROR_TOAST_KEY,
  closeRouteToasts,
  closeToast,
  pushToast,
  type Toast,
} from '@shop/domain/toasts';
import { create } from 'zustand';

/** The click action of a toast: a page to open, or something to do here. */
export type ToastAction = { href: string } | { run: () => void };
export type ShopToast = Toast<ToastAction>;

/** Texts of the toasts the shop itself raises, given by the layout in the shopper's language. */
export interface ToastTexts {
  close: string;
  connectionLostTitle: string;
  connectionLostMessage: string;
  errorTitle: string;
  errorMessage: string;
  networkError: string;
}

interface ToastState {
  toasts: ShopToast[];
  texts: ToastTexts | null;
  push: (toast: ShopToast) => void;
  close: (key: string) => void;
  /** A page change closes what was about the page left (storefront section 4). */
  closeForRoute: () => void;
}

/** The one toast queue of the page: the low-stock, connection-lost and async-data toasts. */
export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  texts: null,
  push: (toast) => set((state) => ({ toasts: pushToast(state.toasts, toast) })),
  close: (key) => set((state) => ({ toasts: closeToast(state.toasts, key) })),
  closeForRoute: () => set((state) => ({ toasts: closeRouteToasts(state.toasts) })),
}));

export const showToast = (toast: ShopToast) => useToasts.getState().push(toast);
export const hideToast = (key: string) => useToasts.getState().close(key);

/**
 * The toasts' texts, which the toast region gives once it is mounted: a page's data can fail
 * before that (a network that refuses at once), and its toast must wait for them, not be lost.
 */
function toastTexts(): Promise<ToastTexts> {
  const { texts } = useToasts.getState();
  if (texts) return Promise.resolve(texts);
  return new Promise((resolve) => {
    const unsubscribe = useToasts.subscribe((state) => {
      if (!state.texts) return;
      unsubscribe();
      resolve(state.texts);
    });
  });
}

/**
 * Data a page loads in the browser could not be had: reported, and told to the shopper in the
 * async-data toast, which the next page change closes. A failure that reached no server
 * (status 0: network down, a search RetryError) is told as a network error.
 */
export async function showAsyncDataError(error: unknown, what: string): Promise<void> {
  console.error(what, error);
  const texts = await toastTexts();
  // The client is loaded on first use, as the forms do: it stays out of the first scripts.
  const { normalizeError } = await import('@shop/api-client');
  const { status } = normalizeError(error);
  showToast({
    key: ASYNC_DATA_ERROR_TOAST_KEY,
    title: texts.errorTitle,
    message: status === 0 ? texts.networkError : texts.errorMessage,
  });
}
