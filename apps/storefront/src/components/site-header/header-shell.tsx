'use client';

import { INITIAL_HEADER_STATE, onBasketAdd, onScroll } from '@shop/domain/header-scroll';
import { basketStore } from '@shop/basket';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './site-header.module.css';

/**
 * Applies the header scroll rules of storefront section 4 (pure state machine in
 * @shop/domain/header-scroll) to the server-rendered header.
 */
export function HeaderShell({
  children,
  transparent = false,
}: {
  children: ReactNode;
  transparent?: boolean;
}) {
  const [state, setState] = useState(INITIAL_HEADER_STATE);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    let frame = 0;
    const handle = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = ref.current?.offsetHeight ?? 64;
        setState((current) => onScroll(current, window.scrollY, height));
      });
    };
    window.addEventListener('scroll', handle, { passive: true });
    const unsubscribe = basketStore().subscribe((basket, previous) => {
      if (basket.lastAddedAt && basket.lastAddedAt !== previous.lastAddedAt) {
        // A scroll still waiting for its frame happened before the add: it must not hide the
        // header the add has just shown.
        cancelAnimationFrame(frame);
        setState((current) => onBasketAdd({ ...current, lastY: window.scrollY }));
      }
    });
    return () => {
      window.removeEventListener('scroll', handle);
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, []);

  const className = [
    styles.header,
    transparent && !state.fixed && styles.transparent,
    state.fixed && styles.fixed,
    state.hidden && styles.hidden,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <header ref={ref} className={className} data-fixed={state.fixed} data-hidden={state.hidden}>
        {children}
      </header>
      {/* Keeps the page from jumping when the header leaves the flow. */}
      {state.fixed && !transparent && <div className={styles.spacer} aria-hidden="true" />}
    </>
  );
}
