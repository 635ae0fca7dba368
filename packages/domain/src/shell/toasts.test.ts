import { describe, expect, it } from 'vitest';
import {
  ASYNC_DATA_ERROR_TOAST_KEY,
  CONNECTION_LOST_TOAST_KEY,
  closeRouteToasts,
  closeToast,
  LOW_STOCK_TOAST_KEY,
  pushToast,
  TOAST_QUEUE_LIMIT,
  type Toast,
} from './toasts';

const toast = (key: string, title = key): Toast => ({ key, title, ttl: 7000 });

describe('the toast queue', () => {
  it('shows toasts in the order pushed, one per key', () => {
    let queue = pushToast([], toast(LOW_STOCK_TOAST_KEY));
    queue = pushToast(queue, toast(CONNECTION_LOST_TOAST_KEY));
    queue = pushToast(queue, toast(LOW_STOCK_TOAST_KEY, 'again'));
    expect(queue.map((shown) => [shown.key, shown.title])).toEqual([
      [CONNECTION_LOST_TOAST_KEY, CONNECTION_LOST_TOAST_KEY],
      [LOW_STOCK_TOAST_KEY, 'again'],
    ]);
  });

  it('keeps the newest few', () => {
    let queue: Toast[] = [];
    for (const key of ['a', 'b', 'c', 'd']) queue = pushToast(queue, toast(key));
    expect(queue).toHaveLength(TOAST_QUEUE_LIMIT);
    expect(queue[0]?.key).toBe('b');
  });

  it('closes one by key', () => {
    const queue = [toast('a'), toast('b')];
    expect(closeToast(queue, 'a').map((shown) => shown.key)).toEqual(['b']);
    expect(closeToast(queue, 'z')).toEqual(queue);
  });

  it('closes the async-data error, and only it, on a route change', () => {
    const queue = [toast(ASYNC_DATA_ERROR_TOAST_KEY), toast(CONNECTION_LOST_TOAST_KEY)];
    expect(closeRouteToasts(queue).map((shown) => shown.key)).toEqual([CONNECTION_LOST_TOAST_KEY]);
  });
});
