import {
  addWish,
  heartAction,
  keepIndexedWishes,
  removeWish,
  shouldLoadWishlist,
  wishForProduct,
  type Wish,
} from '@shop/domain/wishlist';
import { reportError } from '../../browser/report-error';
import { useConnectModal } from '../connect-modal/connect-modal-store';
import { clearPendingWish, readPendingWish, savePendingWish } from './pending-wish';
import type { WishlistContext } from './wishlist-service';
import { useWishlist } from './wishlist-store';
import { trackWishlistAdd } from '../tracking/track';

// The calls and the search client load only when a signed-in shopper needs them.
const service = () => import('./wishlist-service');

let context: WishlistContext | null = null;
let markReady: () => void = () => undefined;
/** Settles once the shopper is known (and, when signed in, the list loaded). */
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

const set = (next: Partial<ReturnType<typeof useWishlist.getState>>) => useWishlist.setState(next);

function setBusy(productId: number, busy: boolean) {
  const current = useWishlist.getState().busy.filter((id) => id !== productId);
  set({ busy: busy ? [...current, productId] : current });
}

const isSessionOver = (error: unknown) => error instanceof Error && error.name === 'SignedOutError';

/**
 * Starts the wishlist once per page (the header calls it on mount, storefront section 7): a
 * guest is known at once; a signed-in shopper's list is loaded, then a product they asked for
 * before logging in is added.
 */
export function startWishlist(next: WishlistContext, hasSession: boolean): void {
  if (context) return;
  context = next;
  set({ productToAddAfterLoginOrSubscribe: readPendingWish() });
  if (!hasSession) {
    set({ status: 'guest' });
    markReady();
    return;
  }
  void loadWishlist(next).finally(markReady);
}

async function loadWishlist(current: WishlistContext): Promise<void> {
  if (!shouldLoadWishlist(useWishlist.getState(), true)) return;
  const calls = await service();
  let wishes: Wish[];
  try {
    wishes = await calls.fetchWishes(current);
  } catch (error) {
    if (isSessionOver(error)) return set({ status: 'guest' });
    // Reported only (section 8): hearts still add and remove, the list is simply unknown.
    reportError('Unable to get wishlist', error);
    return set({ status: 'customer' });
  }
  try {
    wishes = keepIndexedWishes(
      wishes,
      await calls.indexedProducts(
        current,
        wishes.map((w) => w.product),
      ),
    );
  } catch (error) {
    // Without the search service the wishes are kept as the API gave them.
    reportError('Unable to get wishlist', error);
  }
  set({ status: 'customer', products: wishes, isFirstLoad: false });

  const pending = readPendingWish();
  if (pending === null) return;
  clearPendingWish();
  set({ productToAdd: null, productToAddAfterLoginOrSubscribe: null });
  if (heartAction(true, wishes, pending) === 'add') await change(current, pending, 'add');
}

/** A guest's click: the product waits for the login the connect modal invites to. */
function askToConnect(productId: number) {
  savePendingWish(productId);
  set({ productToAdd: productId, productToAddAfterLoginOrSubscribe: productId });
  useConnectModal.getState().open('wishlist');
}

async function change(current: WishlistContext, productId: number, action: 'add' | 'remove') {
  setBusy(productId, true);
  try {
    const calls = await service();
    if (action === 'add') {
      const wish = await calls.addWish(current, productId);
      set({ products: addWish(useWishlist.getState().products, wish) });
      trackWishlistAdd(productId);
    } else {
      const wish = wishForProduct(useWishlist.getState().products, productId);
      if (!wish) return;
      await calls.removeWish(current, wish.id);
      set({ products: removeWish(useWishlist.getState().products, wish.id) });
    }
  } catch (error) {
    if (isSessionOver(error)) {
      set({ status: 'guest' });
      askToConnect(productId);
      return;
    }
    reportError(
      action === 'add'
        ? 'Unable to add product to wishlist'
        : 'Unable to remove product from wishlist',
      error,
    );
  } finally {
    setBusy(productId, false);
  }
}

/**
 * A click on a heart (section 4): a guest gets the connect modal; a signed-in shopper adds the
 * product when absent and removes it when present, the heart spinning meanwhile.
 */
export async function toggleWish(productId: number): Promise<void> {
  const state = useWishlist.getState();
  if (state.busy.includes(productId)) return;
  if (state.status === 'unknown') {
    // Clicked before the header started the wishlist: wait, spinning, for the list.
    setBusy(productId, true);
    await ready;
    setBusy(productId, false);
  }
  const { status, products } = useWishlist.getState();
  const action = heartAction(status === 'customer', products, productId);
  if (action === 'connect') return askToConnect(productId);
  if (context) await change(context, productId, action);
}
