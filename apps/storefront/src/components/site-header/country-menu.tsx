'use client';

import { GlobeIcon } from '@shop/ui';
import type { CountryLink } from './mobile-menu';
import styles from './site-header.module.css';
import { useDropdown } from './use-dropdown';

/** The country dropdown: the other stores, each on its own domain. */
export function CountryMenu({
  countries,
  label,
  current,
}: {
  countries: CountryLink[];
  label: string;
  current: string;
}) {
  const dropdown = useDropdown();
  return (
    <div
      className={`${styles.dropdown} ${styles.country}`}
      {...dropdown.hoverProps}
      {...dropdown.keyProps}
    >
      <button
        type="button"
        className={styles.icon}
        aria-expanded={dropdown.open}
        onClick={dropdown.toggle}
      >
        <GlobeIcon />
        <span className="ui-visually-hidden">{label} : </span>
        <span>{current}</span>
      </button>
      <ul className={`${styles.panel} ${styles.countryList}`} hidden={!dropdown.open}>
        {countries.map((country) => (
          <li key={country.id}>
            <a
              href={country.href}
              hrefLang={country.lang}
              aria-current={country.current || undefined}
            >
              <img src={country.flag} alt="" width={20} height={14} />
              {country.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
