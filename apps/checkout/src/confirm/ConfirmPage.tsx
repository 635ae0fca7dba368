import { Button, buttonClassName, CheckIcon } from '@shop/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { queryId } from '../app/query-id';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { useDocumentTitle } from '../app/use-document-title';
import { useBasketStore } from '../basket/basket-context';
import { BankTransferDetails } from './BankTransferDetails';
import { ChequeDetails } from './ChequeDetails';
import { OrderRecap } from './OrderRecap';
import { resetPurchaseOnce } from './reset-purchase';
import { useOrderConfirmation } from './use-order-confirmation';
import styles from './ConfirmPage.module.css';
import { trackPurchase } from '../app/tracking';

/**
 * `/checkout/confirm?order={id}` (step 4), where the provider sends the shopper back (it adds
 * `&payment=succeeded|failed`) and where a saved card, a bank transfer or a cheque lands
 * directly.
 */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const orderId = queryId(params.get('order'));
  if (orderId === null) return <Missing />;
  // Stripe adds redirect_status to the return URL of a PayPal payment it sends back refused.
  if (params.get('payment') === 'failed' || params.get('redirect_status') === 'failed')
    return <Navigate to={`/checkout/payment?order=${orderId}&payment=failed`} replace />;
  return <OrderConfirmation orderId={orderId} />;
}

function OrderConfirmation({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const basket = useBasketStore();
  const { query, outcome, missing, slow, checkAgain } = useOrderConfirmation(orderId);
  const order = query.data;
  const confirmed = outcome === 'paid' || outcome === 'transfer' || outcome === 'cheque';

  // Section 4's reset, once the order is confirmed, and once only (reloads included).
  const cleaned = useRef(false);
  // The purchase is told with it, once per order too (issue 30, item 20).
  useEffect(() => {
    if (!confirmed || cleaned.current) return;
    cleaned.current = true;
    if (resetPurchaseOnce(orderId, basket) && order) trackPurchase(order);
  }, [confirmed, orderId, basket, order]);

  if (outcome === 'failed')
    return <Navigate to={`/checkout/payment?order=${orderId}&payment=failed`} replace />;
  if (missing) return <Missing />;
  if (query.isError)
    return (
      <Hero view="error" title={t('purchase.confirm.waitingTitle')}>
        <p role="alert">{t('purchase.confirm.loadFailed')}</p>
        <Button variant="secondary" onClick={checkAgain}>
          {t('purchase.payment.retry')}
        </Button>
      </Hero>
    );
  if (!order || outcome === 'pending')
    return slow ? (
      <Hero view="slow" title={t('purchase.confirm.slowTitle')}>
        <p>{t('purchase.confirm.slow')}</p>
        <p>{t('purchase.confirm.delay')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={checkAgain}>
            {t('purchase.confirm.checkAgain')}
          </Button>
          <FollowLink orderId={orderId} />
        </div>
      </Hero>
    ) : (
      <Hero view="waiting" title={t('purchase.confirm.waitingTitle')} busy>
        <p role="status">{t('purchase.confirm.waiting')}</p>
        <span className={styles.progress} aria-hidden="true" />
      </Hero>
    );
  if (outcome === 'cancelled')
    return (
      <Hero view="cancelled" title={t('purchase.confirm.cancelledTitle')}>
        <p>{t('purchase.confirm.cancelled')}</p>
        <FollowLink
          orderId={orderId}
          label={t('purchase.confirm.myOrders')}
          to="/account/history"
        />
      </Hero>
    );

  // Transfers and cheques: placed, waiting for money the shop receives itself.
  const view = outcome === 'transfer' || outcome === 'cheque' ? outcome : 'paid';
  return (
    <div className={styles.page}>
      <Hero view={view} title={t(`purchase.confirm.${VIEW_TITLES[view]}`)} icon>
        <p className={styles.number} data-testid="order-number">
          {t('purchase.confirm.number', { number: order.number })}
        </p>
        {view === 'paid' ? <p>{t('purchase.confirm.paid')}</p> : null}
        <p>{t('purchase.confirm.delay')}</p>
      </Hero>
      {view === 'transfer' ? <BankTransferDetails order={order} /> : null}
      {view === 'cheque' ? <ChequeDetails order={order} /> : null}
      <div className={styles.actions}>
        <FollowLink orderId={orderId} primary />
        <ContinueShopping />
      </div>
      <OrderRecap order={order} />
    </div>
  );
}

type View = 'waiting' | 'slow' | 'error' | 'cancelled' | 'missing' | 'paid' | 'transfer' | 'cheque';

const VIEW_TITLES = { paid: 'title', transfer: 'transferTitle', cheque: 'chequeTitle' } as const;

/** The page's heading and message; the heading takes the focus whenever the view changes. */
function Hero({
  view,
  title,
  icon = false,
  busy = false,
  children,
}: {
  view: View;
  title: string;
  icon?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [view]);
  return (
    <section className={styles.hero} data-view={view} aria-busy={busy || undefined}>
      {icon ? (
        <span className={styles.check} aria-hidden="true">
          <CheckIcon size={28} />
        </span>
      ) : null}
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <div className={styles.message}>{children}</div>
    </section>
  );
}

function Missing() {
  const { t } = useTranslation();
  return (
    <Hero view="missing" title={t('purchase.confirm.missingTitle')}>
      <p>{t('purchase.confirm.missing')}</p>
      <div className={styles.actions}>
        <FollowLink label={t('purchase.confirm.myOrders')} to="/account/history" primary />
        <ContinueShopping />
      </div>
    </Hero>
  );
}

/** "Follow my order": the order's page in the account (its history lists every order). */
function FollowLink({
  orderId,
  label,
  to,
  primary = false,
}: {
  orderId?: number;
  label?: string;
  to?: string;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to ?? `/account/history/${orderId}`}
      className={buttonClassName({ variant: primary ? 'primary' : 'secondary' })}
    >
      {label ?? t('purchase.confirm.follow')}
    </Link>
  );
}

function ContinueShopping() {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <a href={storefrontHref('/', shop)} className={buttonClassName({ variant: 'secondary' })}>
      {t('purchase.confirm.continue')}
    </a>
  );
}
