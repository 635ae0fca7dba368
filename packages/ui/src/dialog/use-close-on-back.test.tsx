import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCloseOnBack } from './use-close-on-back';

function Modal({ open, onClose }: { open: boolean; onClose: () => void }) {
  useCloseOnBack(open, onClose);
  return null;
}

/** jsdom moves through history asynchronously, as browsers do: wait for the popstate. */
const back = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve), { once: true });
    window.history.back();
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCloseOnBack', () => {
  it('gives an open modal a history entry that Back leaves, closing it', async () => {
    window.history.replaceState({ router: 'state' }, '');
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} />);
    // A new entry, which keeps the router's own state.
    expect(window.history.state).not.toEqual({ router: 'state' });
    expect(window.history.state).toMatchObject({ router: 'state' });

    await back();
    expect(onClose).toHaveBeenCalledOnce();
    expect(window.history.state).toEqual({ router: 'state' });
  });

  it('takes its entry back off when the modal is closed another way', async () => {
    window.history.replaceState({ page: 'before' }, '');
    const onClose = vi.fn();
    const { rerender } = render(<Modal open onClose={onClose} />);
    expect(window.history.state).not.toEqual({ page: 'before' });
    const left = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    rerender(<Modal open={false} onClose={onClose} />);
    await left;
    expect(window.history.state).toEqual({ page: 'before' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('waits for the shopper’s first key or press before pushing, when the page had none', () => {
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false } });
    window.history.replaceState({ page: 'untouched' }, '');
    render(<Modal open onClose={vi.fn()} />);
    expect(window.history.state).toEqual({ page: 'untouched' });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(window.history.state).not.toEqual({ page: 'untouched' });
    expect(window.history.state).toMatchObject({ page: 'untouched' });
  });

  it('pushes nothing while closed', () => {
    window.history.replaceState({ page: 'closed' }, '');
    render(<Modal open={false} onClose={vi.fn()} />);
    expect(window.history.state).toEqual({ page: 'closed' });
  });
});
