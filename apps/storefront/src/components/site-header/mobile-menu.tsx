'use client';

import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import type { MenuNode } from './menu-model';
import { useMenuNodes } from './menu-refresh';
import { storeHref, useAlternates } from './alternate-links';
import styles from './mobile-menu.module.css';

export interface CountryLink {
  id: string;
  name: string;
  /** The store's home: where to go when the page has no alternate there. */
  href: string;
  /** The store's hreflang (fr-FR, nl-BE, en...), the key of its alternate. */
  hreflang: string;
  flag: string;
  lang: string;
  current: boolean;
}

interface MobileMenuProps {
  nodes: MenuNode[];
  countries: CountryLink[];
  labels: { open: string; close: string; back: string; country: string; title: string };
}

type View = { kind: 'root' } | { kind: 'node'; node: MenuNode } | { kind: 'countries' };

/** The mobile menu: a drawer with a submenu per menu entry and the country list inside. */
export function MobileMenu({ nodes: initial, countries, labels }: MobileMenuProps) {
  const nodes = useMenuNodes(initial);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>({ kind: 'root' });
  const alternates = useAlternates(view.kind === 'countries');
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  function close() {
    setOpen(false);
    setView({ kind: 'root' });
    openButton.current?.focus();
  }

  return (
    <>
      <button
        ref={openButton}
        type="button"
        className={styles.burger}
        aria-label={labels.open}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && (
        <div className={styles.overlay} onClick={close}>
          <div
            className={styles.drawer}
            role="dialog"
            aria-modal="true"
            aria-label={labels.title}
            onClick={(event) => event.stopPropagation()}
          >
            <div className={styles.top}>
              {view.kind !== 'root' ? (
                <button
                  type="button"
                  className={styles.back}
                  onClick={() => setView({ kind: 'root' })}
                >
                  <ChevronLeftIcon /> {labels.back}
                </button>
              ) : (
                <span />
              )}
              <button
                ref={closeButton}
                type="button"
                className={styles.icon}
                aria-label={labels.close}
                onClick={close}
              >
                <CloseIcon />
              </button>
            </div>
            {view.kind === 'root' && (
              <ul className={styles.list}>
                {nodes.map((node) => (
                  <li key={node.key}>
                    {node.columns.length > 0 ? (
                      <button type="button" onClick={() => setView({ kind: 'node', node })}>
                        {node.name} <ChevronRightIcon />
                      </button>
                    ) : (
                      <a href={node.href}>{node.name}</a>
                    )}
                  </li>
                ))}
                <li>
                  <button type="button" onClick={() => setView({ kind: 'countries' })}>
                    {labels.country} <ChevronRightIcon />
                  </button>
                </li>
              </ul>
            )}
            {view.kind === 'node' && (
              <div>
                <a className={styles.heading} href={view.node.href}>
                  {view.node.name}
                </a>
                {view.node.columns.map((column, index) => (
                  <section key={`${column.title ?? ''}-${index}`} className={styles.section}>
                    {column.title && <h3>{column.title}</h3>}
                    <ul className={styles.links}>
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href}>{link.name}</a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
            {view.kind === 'countries' && (
              <ul className={styles.list}>
                {countries.map((country) => (
                  <li key={country.id}>
                    <a
                      href={
                        country.current
                          ? country.href
                          : storeHref(alternates, country.hreflang, country.href)
                      }
                      hrefLang={country.lang}
                      aria-current={country.current || undefined}
                    >
                      <img src={country.flag} alt="" width={20} height={14} loading="lazy" />{' '}
                      {country.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </>
  );
}
