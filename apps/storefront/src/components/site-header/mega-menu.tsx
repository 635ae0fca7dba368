'use client';

import styles from './mega-menu.module.css';
import type { MenuNode } from './menu-model';
import { useMenuNodes } from './menu-refresh';
import { useDropdown } from './use-dropdown';

/** Desktop mega menu (device type pc only): one panel per entry that has sub-sections. */
export function MegaMenu({ nodes: initial, label }: { nodes: MenuNode[]; label: string }) {
  const nodes = useMenuNodes(initial);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.entries}>
        {nodes.map((node) => (
          <MegaMenuEntry key={node.key} node={node} />
        ))}
      </ul>
    </nav>
  );
}

function MegaMenuEntry({ node }: { node: MenuNode }) {
  const dropdown = useDropdown();
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
  return (
    <li {...dropdown.hoverProps} {...dropdown.keyProps} className={styles.item}>
      <a
        className={styles.entry}
        href={node.href}
        aria-expanded={dropdown.open}
        aria-controls={panelId}
        onClick={(event) => {
          // The first click opens the panel (touch screens have no hover); the second follows.
          if (!dropdown.open) {
            event.preventDefault();
            dropdown.show();
          }
        }}
      >
        {node.name}
      </a>
      <div
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
