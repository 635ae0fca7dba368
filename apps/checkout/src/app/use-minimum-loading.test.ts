import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinimumLoading } from './use-minimum-loading';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const render = (loading: boolean) =>
  renderHook(({ loading: value }) => useMinimumLoading(value), { initialProps: { loading } });

describe('useMinimumLoading', () => {
  it('keeps an indicator 200 ms when the answer comes at once', () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(20));
    hook.rerender({ loading: false });
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(179));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);
  });

  it('lets an indicator shown longer than 200 ms go with the answer', () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(500));
    hook.rerender({ loading: false });
    act(() => vi.advanceTimersByTime(0));
    expect(hook.result.current).toBe(false);
  });

  it('counts from the first showing when loading starts again within the delay', () => {
    const hook = render(false);
    expect(hook.result.current).toBe(false);
    hook.rerender({ loading: true });
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    hook.rerender({ loading: false });
    act(() => vi.advanceTimersByTime(50));
    hook.rerender({ loading: true });
    act(() => vi.advanceTimersByTime(50));
    hook.rerender({ loading: false });
    act(() => vi.advanceTimersByTime(49));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);
  });

  it('shows nothing when nothing loads', () => {
    const hook = render(false);
    act(() => vi.advanceTimersByTime(300));
    expect(hook.result.current).toBe(false);
  });
});
