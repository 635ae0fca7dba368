import { pendingWish } from '@shop/domain/wishlist';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const service = vi.hoisted(() => ({
  fetchWishes: vi.fn(),
  indexedProducts: vi.fn(),
  addWish: vi.fn(),
  removeWish: vi.fn(),
}));
const reportError = vi.hoisted(() => vi.fn());
vi.mock('./wishlist-service', () => service);
vi.mock('../../browser/report-error', () => ({ reportError }));

const context = {
  store: 'fr' as const,
  locale: 'fr' as const,
  search: { appId: 'APP', apiKey: 'key' },
  productIndex: 'products_fr_prod',
};
const PENDING_KEY = 'shop.wishlist.productToAdd';

/** A fresh page: the modules keep one wishlist per page, so each test loads its own. */
async function page() {
  vi.resetModules();
  const actions = await import('./wishlist-actions');
  const { useWishlist } = await import('./wishlist-store');
  const { useConnectModal } = await import('../connect-modal/connect-modal-store');
  return { ...actions, useWishlist, useConnectModal };
}

const sessionOver = () =>
  Object.assign(new Error('The session has expired'), { name: 'SignedOutError' });

beforeEach(() => {
  for (const mock of Object.values(service)) mock.mockReset();
  reportError.mockReset();
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  service.fetchWishes.mockResolvedValue([
    { id: 1, product: 10 },
    { id: 2, product: 20 },
  ]);
  service.indexedProducts.mockImplementation(async (_: unknown, ids: number[]) => new Set(ids));
});

/** Settles the load started by startWishlist (it runs in the background). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a guest', () => {
  it('gets the connect modal, the product kept for after login, no call made', async () => {
    const { startWishlist, toggleWish, useWishlist, useConnectModal } = await page();
    startWishlist(context, false);
    await toggleWish(42);
    expect(useConnectModal.getState().reason).toBe('wishlist');
    expect(useWishlist.getState()).toMatchObject({
      status: 'guest',
      productToAdd: 42,
      productToAddAfterLoginOrSubscribe: 42,
      busy: [],
    });
    expect(JSON.parse(localStorage.getItem(PENDING_KEY)!)).toMatchObject({ product: 42 });
    expect(service.fetchWishes).not.toHaveBeenCalled();
    expect(service.addWish).not.toHaveBeenCalled();
  });
});

describe('a signed-in shopper', () => {
  it('has the list loaded once, keeping the products the index still holds', async () => {
    service.indexedProducts.mockResolvedValue(new Set([20]));
    const { startWishlist, useWishlist } = await page();
    startWishlist(context, true);
    startWishlist(context, true);
    await settled();
    expect(service.fetchWishes).toHaveBeenCalledOnce();
    expect(service.indexedProducts).toHaveBeenCalledWith(context, [10, 20]);
    expect(useWishlist.getState()).toMatchObject({
      status: 'customer',
      isFirstLoad: false,
      products: [{ id: 2, product: 20 }],
    });
  });

  it('gets the product asked for before logging in added, once', async () => {
    localStorage.setItem(PENDING_KEY, JSON.stringify(pendingWish(30, Date.now())));
    service.addWish.mockResolvedValue({ id: 3, product: 30 });
    const { startWishlist, useWishlist } = await page();
    startWishlist(context, true);
    await settled();
    await settled();
    expect(service.addWish).toHaveBeenCalledWith(context, 30);
    expect(useWishlist.getState().products.map((wish) => wish.product)).toEqual([10, 20, 30]);
    expect(useWishlist.getState().productToAddAfterLoginOrSubscribe).toBeNull();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('does not add again a product asked for that is already in the list', async () => {
    localStorage.setItem(PENDING_KEY, JSON.stringify(pendingWish(10, Date.now())));
    const { startWishlist } = await page();
    startWishlist(context, true);
    await settled();
    expect(service.addWish).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('adds an absent product and removes a present one by its wish id, spinning meanwhile', async () => {
    let answer: (wish: { id: number; product: number }) => void = () => undefined;
    service.addWish.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    service.removeWish.mockResolvedValue(undefined);
    const { startWishlist, toggleWish, useWishlist } = await page();
    startWishlist(context, true);
    await settled();

    const adding = toggleWish(30);
    await settled();
    expect(useWishlist.getState().busy).toEqual([30]);
    await toggleWish(30); // a second click while it runs changes nothing
    expect(service.addWish).toHaveBeenCalledOnce();
    answer({ id: 3, product: 30 });
    await adding;
    expect(useWishlist.getState().busy).toEqual([]);
    expect(useWishlist.getState().products.map((wish) => wish.product)).toEqual([10, 20, 30]);

    await toggleWish(10);
    expect(service.removeWish).toHaveBeenCalledWith(context, 1);
    expect(useWishlist.getState().products.map((wish) => wish.product)).toEqual([20, 30]);
  });

  it('waits for the list when a heart is clicked before it is loaded', async () => {
    service.removeWish.mockResolvedValue(undefined);
    const { startWishlist, toggleWish, useWishlist } = await page();
    const click = toggleWish(20);
    await settled();
    expect(useWishlist.getState().busy).toEqual([20]);
    startWishlist(context, true);
    await click;
    expect(service.removeWish).toHaveBeenCalledWith(context, 2);
    expect(service.addWish).not.toHaveBeenCalled();
  });

  it('reports failures with the spec messages and stays usable', async () => {
    const { startWishlist, toggleWish, useWishlist } = await page();
    service.fetchWishes.mockRejectedValueOnce(new Error('500 Internal Server Error'));
    startWishlist(context, true);
    await settled();
    expect(reportError).toHaveBeenCalledWith('Unable to get wishlist', expect.any(Error));
    expect(useWishlist.getState().status).toBe('customer');

    service.addWish.mockRejectedValueOnce(new Error('500'));
    await toggleWish(30);
    expect(reportError).toHaveBeenLastCalledWith(
      'Unable to add product to wishlist',
      expect.any(Error),
    );
    expect(useWishlist.getState()).toMatchObject({ products: [], busy: [] });

    service.addWish.mockResolvedValueOnce({ id: 3, product: 30 });
    await toggleWish(30);
    service.removeWish.mockRejectedValueOnce(new Error('500'));
    await toggleWish(30);
    expect(reportError).toHaveBeenLastCalledWith(
      'Unable to remove product from wishlist',
      expect.any(Error),
    );
    expect(useWishlist.getState().products).toEqual([{ id: 3, product: 30 }]);
  });

  it('keeps the wishes when the index cannot be asked, reporting it', async () => {
    service.indexedProducts.mockRejectedValue(new Error('search down'));
    const { startWishlist, useWishlist } = await page();
    startWishlist(context, true);
    await settled();
    expect(useWishlist.getState().products).toHaveLength(2);
    expect(reportError).toHaveBeenCalledWith('Unable to get wishlist', expect.any(Error));
  });

  it('is a guest again when the session cannot be renewed', async () => {
    const { startWishlist, toggleWish, useWishlist, useConnectModal } = await page();
    startWishlist(context, true);
    await settled();
    service.addWish.mockRejectedValueOnce(sessionOver());
    await toggleWish(30);
    expect(useWishlist.getState().status).toBe('guest');
    expect(useConnectModal.getState().reason).toBe('wishlist');
    expect(reportError).not.toHaveBeenCalled();
  });
});
