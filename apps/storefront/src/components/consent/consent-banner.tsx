'use client';

import type { ConsentChoice } from '@shop/domain/tracking';
import { Button } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './consent-banner.module.css';
import { CONSENT_OPEN, readConsent, saveConsent } from './consent-store';
import { keepFocusClearOf } from './keep-focus-clear';

export interface ConsentLabels {
  title: string;
  text: string;
  accept: string;
  decline: string;
  settings: string;
  analytics: string;
  analyticsHint: string;
  marketing: string;
  marketingHint: string;
  save: string;
}

/** Asks before any tracking; the footer's cookie-settings button opens it again. */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  const [open, setOpen] = useState(false);
  const [detailed, setDetailed] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false });
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const stored = readConsent();
    if (stored) setChoice(stored);
    else setOpen(true);
    const reopen = () => {
      setChoice(readConsent() ?? { analytics: false, marketing: false });
      setDetailed(true);
      setOpen(true);
    };
    window.addEventListener(CONSENT_OPEN, reopen);
    return () => window.removeEventListener(CONSENT_OPEN, reopen);
  }, []);

  useEffect(() => {
    if (open && ref.current) return keepFocusClearOf(ref.current);
  }, [open]);

  if (!open) return null;

  const decide = (decided: ConsentChoice) => {
    saveConsent(decided);
    setOpen(false);
  };

  return (
    <section
      ref={ref}
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
    >
      <div className={styles.inner}>
        <h2 id={titleId}>{labels.title}</h2>
        <p>{labels.text}</p>
        {detailed && (
          <fieldset className={styles.choices}>
            <legend className="ui-visually-hidden">{labels.settings}</legend>
            {(['analytics', 'marketing'] as const).map((purpose) => (
              <label key={purpose}>
                <input
                  type="checkbox"
                  checked={choice[purpose]}
                  onChange={(event) => setChoice({ ...choice, [purpose]: event.target.checked })}
                />
                <span>
                  <strong>{labels[purpose]}</strong>
                  <small>{labels[`${purpose}Hint`]}</small>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => decide({ analytics: false, marketing: false })}
          >
            {labels.decline}
          </Button>
          {detailed ? (
            <Button variant="secondary" onClick={() => decide(choice)}>
              {labels.save}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setDetailed(true)}>
              {labels.settings}
            </Button>
          )}
          <Button onClick={() => decide({ analytics: true, marketing: true })}>
            {labels.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The footer button that reopens the consent settings. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.footerButton}
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN))}
    >
      {label}
    </button>
  );
}
