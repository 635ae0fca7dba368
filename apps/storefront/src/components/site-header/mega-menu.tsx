'use client';

import { interpolate } from '@shop/i18n/interpolate';
import { ChevronDownIcon } from '@shop/ui';
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import styles from './mega-menu.module.css';
import type { MenuNode } from './menu-model';
import { useMenuNodes } from './menu-refresh';
import { useDropdown } from './use-dropdown';

export interface MegaMenuLabels {
  /** The navigation's name. */
  nav: string;
  /** The disclosure button of an entry's panel, with `{{name}}` for the entry. */
  showSubmenu: string;
}

/**
 * Desktop mega menu (device type pc only): one panel per entry that has sub-sections. The
 * entry is a plain link (Enter follows it); its panel opens on hover, with ArrowDown on the
 * link, or with the small disclosure button beside it (the disclosure pattern).
 */
export function MegaMenu({
  nodes: initial,
  labels,
}: {
  nodes: MenuNode[];
  labels: MegaMenuLabels;
}) {
  const nodes = useMenuNodes(initial);
  return (
    <nav className={styles.nav} aria-label={labels.nav} data-mega-menu="">
      <ul className={styles.entries}>
        {nodes.map((node) => (
          <MegaMenuEntry
            key={node.key}
            node={node}
            disclosureLabel={interpolate(labels.showSubmenu, { name: node.name })}
          />
        ))}
      </ul>
    </nav>
  );
}

function MegaMenuEntry({ node, disclosureLabel }: { node: MenuNode; disclosureLabel: string }) {
  const dropdown = useDropdown();
  const entryRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hasPanel = node.columns.length > 0 || node.promos.length > 0;
  const panelId = `menu-panel-${node.key.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (!hasPanel) {
    return (
      <li>
        <a className={styles.entry} href={node.href}>
          {node.name}
        </a>
      </li>
    );
  }

  const openAndEnter = () => {
    dropdown.show();
    // The panel is hidden until the state above renders it.
    requestAnimationFrame(() => panelRef.current?.querySelector('a')?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && dropdown.open) {
      dropdown.hide();
      entryRef.current?.focus();
    }
  };
  // Tabbing out of the entry closes its panel, so that no open panel covers the next one.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dropdown.hide();
  };

  return (
    <li {...dropdown.hoverProps} onKeyDown={onKeyDown} onBlur={onBlur} className={styles.item}>
      <a
        ref={entryRef}
        className={styles.entry}
        href={node.href}
        data-open={dropdown.open}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          openAndEnter();
        }}
      >
        {node.name}
      </a>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={dropdown.open}
        aria-controls={panelId}
        aria-label={disclosureLabel}
        onClick={dropdown.toggle}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          openAndEnter();
        }}
      >
        <ChevronDownIcon size={14} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={`${styles.panel} ${node.fullWidth ? styles.full : ''}`}
        hidden={!dropdown.open}
      >
        <div className={styles.columns}>
          {node.columns.map((column, index) => (
            <div key={`${column.title ?? ''}-${index}`} className={styles.column}>
              {column.title &&
                (column.href ? (
                  <a className={styles.columnTitle} href={column.href}>
                    {column.title}
                  </a>
                ) : (
                  <p className={styles.columnTitle}>{column.title}</p>
                ))}
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>
                      {link.name}
                      {link.label && <span className={styles.label}>{link.label}</span>}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {node.promos.map((promo) => (
            <a key={promo.href} className={styles.promo} href={promo.href}>
              <img src={promo.image} alt="" width={200} height={250} loading="lazy" />
              <span>{promo.title}</span>
            </a>
          ))}
        </div>
      </div>
    </li>
  );
}
