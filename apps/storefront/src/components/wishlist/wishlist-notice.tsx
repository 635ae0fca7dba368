'use client';

import { buttonClassName, HeartIcon } from '@shop/ui';
import styles from './wishlist.module.css';

interface WishlistNoticeProps {
  title: string;
  text: string;
  /** One or two ways on: the first is the main one. */
  links: { href: string; label: string }[];
}

/** The page's empty state, error and invitation to log in: a heart, a line and a way on. */
export function WishlistNotice({ title, text, links }: WishlistNoticeProps) {
  return (
    <div className={styles.notice} data-testid="wishlist-notice">
      <HeartIcon size={40} />
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={styles.links}>
        {links.map((link, index) => (
          <a
            key={link.href}
            href={link.href}
            className={buttonClassName({ variant: index === 0 ? 'primary' : 'secondary' })}
          >
            {link.label}
          </a>
        ))}
      </div>
    </div>
  );
}
