'use client';

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '@shop/domain/locales';
import { GlobeIcon } from '@shop/ui';
import { languageHref, storeHref, useAlternates } from './alternate-links';
import type { CountryLink } from './mobile-menu';
import styles from './site-header.module.css';
// After the header's styles: its rules refine the shared panel's.
import countryStyles from './country-menu.module.css';
import { useDropdown } from './use-dropdown';

export interface LanguageLink {
  code: Locale;
  name: string;
  /** The same path in that language: where to go when the page has no alternate. */
  href: string;
  /** hreflang of the store that speaks this language: its alternate has the page's path in it. */
  hreflang: string | null;
  current: boolean;
}

interface CountryMenuProps {
  countries: CountryLink[];
  languages: LanguageLink[];
  label: string;
  languageLabel: string;
  current: string;
  /** The language this store's paths carry no prefix for. */
  unprefixed: Locale;
}

/**
 * Locale switching (section 4) stores the chosen language before going to its page: the root
 * sends a shopper to the language the cookie keeps, so the store's own language must be in it
 * when the shopper picks that one.
 */
const keepLanguage = (code: Locale) => {
  document.cookie = `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
};

/**
 * The country dropdown (the other stores, each on its own domain) and this store's languages.
 * Each leads to this same page there (the page's hreflang alternates), or home where the page
 * has no alternate.
 */
export function CountryMenu({
  countries,
  languages,
  label,
  languageLabel,
  current,
  unprefixed,
}: CountryMenuProps) {
  const dropdown = useDropdown();
  const alternates = useAlternates(dropdown.open);
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
      <div className={`${styles.panel} ${countryStyles.countryList}`} hidden={!dropdown.open}>
        <ul>
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
                <img src={country.flag} alt="" width={20} height={14} loading="lazy" />
                {country.name}
              </a>
            </li>
          ))}
        </ul>
        <p className={countryStyles.languageTitle}>{languageLabel}</p>
        <ul>
          {languages.map((language) => (
            <li key={language.code}>
              <a
                href={
                  language.current
                    ? language.href
                    : languageHref(
                        alternates,
                        language.hreflang,
                        language.code,
                        unprefixed,
                        language.href,
                      )
                }
                hrefLang={language.code}
                lang={language.code}
                aria-current={language.current || undefined}
                onClick={() => keepLanguage(language.code)}
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
