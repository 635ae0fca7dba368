'use client';

import {
  OUTLET_EMAIL_COOKIE,
  OUTLET_EMAIL_MAX_AGE_S,
  OUTLET_POPIN_QUERY,
} from '@shop/domain/outlet';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { Button, Dialog, TextField } from '@shop/ui';
import { useEffect, useState } from 'react';
import { loadBrowserApi } from '../../browser/browser-api';
import { hasSessionFlag, setSessionFlag } from '../../browser/session-flags';
import styles from './outlet-modal.module.css';

const SHOWN_FLAG = 'shop.outletPopinShown';

interface OutletModalProps {
  /** The back office's outlet popin flag: open once per session on its own. */
  popinFlag: boolean;
  /** The outlet listing in the shopper's language. */
  outletHref: string;
  store: StoreId;
  locale: Locale;
  labels: {
    title: string;
    text: string;
    email: string;
    submit: string;
    info: string;
    error: string;
    close: string;
  };
}

/**
 * The outlet popin (storefront sections 2, 4, 5): an e-mail accepted by `POST /outlet/access`
 * is kept in the outletEmail cookie and opens the outlet; any failure marks the field, and
 * typing clears it. It opens after a refused visit (`?outlet=true`) or when the flag is on.
 */
export function OutletModal({ popinFlag, outletHref, store, locale, labels }: OutletModalProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(OUTLET_POPIN_QUERY) === 'true';
    if (asked || (popinFlag && !hasSessionFlag(SHOWN_FLAG))) {
      setSessionFlag(SHOWN_FLAG);
      setOpen(true);
    }
  }, [popinFlag]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const { api } = await loadBrowserApi(store, locale);
      await api.outletAccess(email.trim());
      document.cookie = `${OUTLET_EMAIL_COOKIE}=${encodeURIComponent(email.trim())}; Max-Age=${OUTLET_EMAIL_MAX_AGE_S}; Path=/; SameSite=Lax`;
      // The outlet takes the place of the modal's history entry (the dialog's Back handling):
      // closing first would take that entry off and could cancel this navigation. Back from
      // the outlet then comes to this page.
      window.location.replace(outletHref);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={labels.title}
      closeLabel={labels.close}
      footnote={labels.info}
      name="outlet"
    >
      <p>{labels.text}</p>
      {/* Native validation is off: every refusal shows the shop's own message (section 5). */}
      <form onSubmit={submit} noValidate className={styles.form}>
        <TextField
          label={labels.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={failed ? labels.error : null}
          announceError
          onChange={(event) => {
            setEmail(event.target.value);
            setFailed(false);
          }}
        />
        <Button
          type="submit"
          loading={sending}
          loadingLabel={labels.submit}
          disabled={!email.trim()}
        >
          {labels.submit}
        </Button>
      </form>
    </Dialog>
  );
}
