'use client';

import { isSafeRedirectTarget } from '@shop/domain/redirect-target';
import { buttonClassName, Dialog } from '@shop/ui';
import { useConnectModal, type ConnectReason } from './connect-modal-store';
import styles from './connect-modal.module.css';

export interface ConnectModalProps {
  /** The checkout app's login page in the shopper's language, e.g. `/es/login`. */
  loginPath: string;
  labels: {
    title: string;
    text: Record<ConnectReason, string>;
    login: string;
    signup: string;
    close: string;
  };
}

/** The login page in one mode, coming back to this page after (when its path is safe). */
function loginHref(loginPath: string, mode: 'connection' | 'subscription'): string {
  const params = new URLSearchParams({ mode });
  const here = `${window.location.pathname}${window.location.search}`;
  if (isSafeRedirectTarget(here)) params.set('redirect', here);
  return `${loginPath}?${params.toString()}`;
}

/**
 * Adding favourites or reviewing needs a login (storefront section 6): this modal invites a
 * guest to log in or create an account, and brings them back here after.
 */
export function ConnectModal({ loginPath, labels }: ConnectModalProps) {
  const reason = useConnectModal((state) => state.reason);
  const close = useConnectModal((state) => state.close);

  return (
    <Dialog
      open={reason !== null}
      onClose={close}
      title={labels.title}
      closeLabel={labels.close}
      name="connect"
    >
      {reason && (
        <>
          <p>{labels.text[reason]}</p>
          <div className={styles.actions}>
            <a
              className={buttonClassName({ variant: 'primary', fullWidth: true })}
              href={loginHref(loginPath, 'connection')}
            >
              {labels.login}
            </a>
            <a
              className={buttonClassName({ variant: 'secondary', fullWidth: true })}
              href={loginHref(loginPath, 'subscription')}
            >
              {labels.signup}
            </a>
          </div>
        </>
      )}
    </Dialog>
  );
}
