import { loadingHoldMs } from '@shop/domain/loading';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether to show a loading indicator: from the moment `loading` turns true, and for at least
 * the spec's minimum delay (200 ms), so an answer arriving just after never makes it flicker.
 */
export function useMinimumLoading(loading: boolean): boolean {
  const shownAt = useRef<number | null>(null);
  const [holding, setHolding] = useState(loading);

  useEffect(() => {
    if (loading) {
      shownAt.current ??= Date.now();
      setHolding(true);
      return;
    }
    if (shownAt.current === null) return;
    const timer = setTimeout(
      () => {
        shownAt.current = null;
        setHolding(false);
      },
      loadingHoldMs(shownAt.current, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [loading]);

  return loading || holding;
}
