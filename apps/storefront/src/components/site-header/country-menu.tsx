'use client';

import { GlobeIcon } from '@shop/ui';
import type { CountryLink } from './mobile-menu';
import styles from './site-header.module.css';
import { useDropdown } from './use-dropdown';

export interface LanguageLink {
  code: string;
  name: string;
  href: string;
  current: boolean;
}

interface CountryMenuProps {
  countries: CountryLink[];
  languages: LanguageLink[];
  label: string;
  languageLabel: string;
  current: string;
}

/** The country dropdown (the other stores, each on its own domain) and this store's languages. */
export function CountryMenu({
  countries,
  languages,
  label,
  languageLabel,
  current,
}: CountryMenuProps) {
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
      <div className={`${styles.panel} ${styles.countryList}`} hidden={!dropdown.open}>
        <ul>
          {countries.map((country) => (
            <li key={country.id}>
              <a
                href={country.href}
                hrefLang={country.lang}
                aria-current={country.current || undefined}
              >
                <img src={country.flag} alt="" width={20} height={14} loading="lazy" />
                {country.name}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.languageTitle}>{languageLabel}</p>
        <ul>
          {languages.map((language) => (
            <li key={language.code}>
              <a
                href={language.href}
                hrefLang={language.code}
                lang={language.code}
                aria-current={language.current || undefined}
              >
                {language.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
