import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiWrite, type ApiWriteOptions } from './use-api-write';

/** A call that answers when the test says so. */
function deferred() {
  let answer!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer };
}

function render(options: ApiWriteOptions<string, string>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useApiWrite(options), { wrapper });
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('useApiWrite', () => {
  it('is pending while its call runs, with the variables, then hands the answer on', async () => {
    const call = deferred();
    const onSuccess = vi.fn();
    const hook = render({ mutationFn: () => call.promise, onSuccess });
    act(() => hook.result.current.run('card-1'));
    await waitFor(() => expect(hook.result.current.isPending).toBe(true));
    expect(hook.result.current.variables).toBe('card-1');
    await act(async () => call.answer('deleted'));
    await waitFor(() => expect(hook.result.current.isPending).toBe(false));
    expect(onSuccess.mock.calls[0]?.slice(0, 2)).toEqual(['deleted', 'card-1']);
  });

  it('sends once when run twice before the page knows it is busy; mutate sends anyway', async () => {
    const call = deferred();
    const mutationFn = vi.fn(() => call.promise);
    const hook = render({ mutationFn });
    act(() => {
      hook.result.current.run('first');
      hook.result.current.run('second');
    });
    await act(async () => undefined);
    expect(mutationFn.mock.calls).toEqual([['first', expect.anything()]]);
    act(() => hook.result.current.mutate('other row'));
    await act(async () => undefined);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await act(async () => call.answer('done'));
    await waitFor(() => expect(hook.result.current.isPending).toBe(false));
  });

  it('sends while the browser says it is offline, and says why the call failed', async () => {
    onlineManager.setOnline(false);
    const onError = vi.fn();
    const hook = render({ mutationFn: () => Promise.reject(new Error('network')), onError });
    act(() => hook.result.current.run('profile'));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(hook.result.current.isPending).toBe(false);
  });
});
