'use client';

import { isChunkLoadError, shouldReloadAfterChunkError } from '@shop/domain/error-reporting';
import { useEffect } from 'react';

const LAST_RELOAD_KEY = 'shop.chunkReloadAt';

function lastReload(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * A script chunk that fails to load (usually a deploy replaced it) reloads the page, at most
 * once a minute so a broken deploy cannot loop (storefront section 4).
 */
export function ChunkReload() {
  useEffect(() => {
    const reloadOnce = (error: { name?: string; message?: string }) => {
      if (!isChunkLoadError(error)) return;
      const now = Date.now();
      if (!shouldReloadAfterChunkError(lastReload(), now)) return;
      try {
        window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
      } catch {
        // Without storage the reload still happens; the minute rule then rests on the cache.
      }
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => reloadOnce(event.error ?? { message: event.message });
    const onRejection = (event: PromiseRejectionEvent) =>
      reloadOnce(event.reason instanceof Error ? event.reason : { message: String(event.reason) });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
