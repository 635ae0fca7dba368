'use client';

import { useEffect, useState } from 'react';
import styles from './banners.module.css';

const ROTATION_MS = 5000;

interface HeaderBannerProps {
  /** The first header banner's items (storefront section 3), links already localized. */
  items: { slug: string; link: string; title: string }[];
  label: string;
}

/**
 * The reassurance strip above the header (`init.headerBanner`). Wide screens show every item
 * on one line; a phone shows one at a time, turning every 5 s, so the strip stays one line and
 * the page keeps its first screen. It stands still while hovered or focused, and for shoppers
 * who ask for reduced motion.
 */
export function HeaderBanner({ items, label }: HeaderBannerProps) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || items.length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % items.length),
      ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, items.length]);
  if (items.length === 0) return null;
  return (
    <aside
      className={styles.header}
      aria-label={label}
      data-testid="header-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul>
        {items.map((item, index) => (
          <li key={item.slug} data-current={index === current || undefined}>
            {item.link ? <a href={item.link}>{item.title}</a> : item.title}
          </li>
        ))}
      </ul>
    </aside>
  );
}
