'use client';

import {
  OUTLET_EMAIL_COOKIE,
  OUTLET_EMAIL_MAX_AGE_S,
  OUTLET_POPIN_QUERY,
  OUTLET_POPIN_WAIT,
} from '@shop/domain/outlet';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { Button, Dialog, TextField } from '@shop/ui';
import { useEffect, useState } from 'react';
import { loadBrowserApi } from '../../browser/browser-api';
import { hasSessionFlag, setSessionFlag } from '../../browser/session-flags';
import styles from './outlet-modal.module.css';

const SHOWN_FLAG = 'shop.outletPopinShown';
/** The access check's refusal for too many attempts, told apart from a wrong e-mail. */
const LIMITED = Symbol('limited');

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
    /** Past the check's limit (HTTP 429): wait, the e-mail may well be right. */
    wait: string;
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
  const [failed, setFailed] = useState<'refused' | 'limited' | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const flag = new URLSearchParams(window.location.search).get(OUTLET_POPIN_QUERY);
    if (flag === OUTLET_POPIN_WAIT) setFailed('limited');
    if (
      flag === 'true' ||
      flag === OUTLET_POPIN_WAIT ||
      (popinFlag && !hasSessionFlag(SHOWN_FLAG))
    ) {
      setSessionFlag(SHOWN_FLAG);
      setOpen(true);
    }
  }, [popinFlag]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const { api, client } = await loadBrowserApi(store, locale);
      // The answer also sets the signed grant cookie (HttpOnly) the outlet's guard checks.
      await api.outletAccess(email.trim()).catch((error: unknown) => {
        throw error instanceof client.ApiError && error.status === 429 ? LIMITED : error;
      });
      document.cookie = `${OUTLET_EMAIL_COOKIE}=${encodeURIComponent(email.trim())}; Max-Age=${OUTLET_EMAIL_MAX_AGE_S}; Path=/; SameSite=Lax`;
      // The outlet takes the place of the modal's history entry (the dialog's Back handling):
      // closing first would take that entry off and could cancel this navigation. Back from
      // the outlet then comes to this page.
      window.location.replace(outletHref);
    } catch (error) {
      setFailed(error === LIMITED ? 'limited' : 'refused');
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
          error={failed === 'limited' ? labels.wait : failed ? labels.error : null}
          announceError
          onChange={(event) => {
            setEmail(event.target.value);
            setFailed(null);
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
