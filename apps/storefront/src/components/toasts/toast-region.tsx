'use client';

import { CONNECTION_LOST_TOAST_KEY } from '@shop/domain/toasts';
import { CloseIcon } from '@shop/ui';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { hideToast, showToast, useToasts, type ShopToast, type ToastTexts } from './toast-store';
import closeButton from '../close-button.module.css';
import styles from './toasts.module.css';

function ToastBody({ toast, onAction }: { toast: ShopToast; onAction: () => void }) {
  const content = (
    <>
      {toast.thumbnail && (
        <img src={toast.thumbnail.url} alt={toast.thumbnail.alt} width={48} height={60} />
      )}
      <span className={styles.text}>
        <strong>{toast.title}</strong>
        {toast.message && <span>{toast.message}</span>}
      </span>
    </>
  );
  const action = toast.action;
  if (action && 'href' in action)
    return (
      <a className={styles.body} href={action.href} onClick={onAction}>
        {content}
      </a>
    );
  if (action)
    return (
      <button
        type="button"
        className={styles.body}
        onClick={() => {
          action.run();
          onAction();
        }}
      >
        {content}
      </button>
    );
  return <div className={styles.body}>{content}</div>;
}

function ToastCard({ toast, closeLabel }: { toast: ShopToast; closeLabel: string }) {
  // A toast pushed again under its key starts its time afresh.
  useEffect(() => {
    if (!toast.ttl) return;
    const timer = setTimeout(() => hideToast(toast.key), toast.ttl);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className={styles.toast} data-testid={`${toast.key}-toast`} data-toast={toast.key}>
      <ToastBody toast={toast} onAction={() => hideToast(toast.key)} />
      <button
        type="button"
        className={closeButton.close}
        aria-label={closeLabel}
        onClick={() => hideToast(toast.key)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** The connection-lost toast (journey section 8): shown while the browser is offline. */
function useConnectionToast(texts: ToastTexts) {
  useEffect(() => {
    const lost = () =>
      showToast({
        key: CONNECTION_LOST_TOAST_KEY,
        title: texts.connectionLostTitle,
        message: texts.connectionLostMessage,
      });
    const back = () => hideToast(CONNECTION_LOST_TOAST_KEY);
    if (!navigator.onLine) lost();
    window.addEventListener('offline', lost);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', back);
    };
  }, [texts]);
}

/**
 * The page's toasts (storefront sections 3 and 4): pushed by any component through the toast
 * store, each closing itself after its ttl, by its close button, or when its click action runs.
 * A page change closes the async-data error of the page left.
 */
export function ToastRegion({ texts }: { texts: ToastTexts }) {
  const toasts = useToasts((state) => state.toasts);
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const route = `${pathname}?${search}`;
  const shownRoute = useRef(route);

  useEffect(() => {
    useToasts.setState({ texts });
  }, [texts]);

  useEffect(() => {
    if (shownRoute.current === route) return;
    shownRoute.current = route;
    useToasts.getState().closeForRoute();
  }, [route]);

  useConnectionToast(texts);

  return (
    // Polite: a toast never interrupts what a screen reader is saying.
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <ToastCard key={toast.key} toast={toast} closeLabel={texts.close} />
      ))}
    </div>
  );
}
