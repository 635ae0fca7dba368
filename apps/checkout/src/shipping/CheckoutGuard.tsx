import { isDeliveryComplete } from '@shop/domain/delivery';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShop } from '../app/shop-context-provider';
import { useSiteNavigate } from '../app/site-navigation';
import { FormMessage } from '../forms/FormMessage';
import { loginPathBack } from '../session/login-path';
import { useSession } from '../session/session-context';
import { useDelivery } from './delivery-store';
import { ShippingSkeleton } from './ShippingSkeleton';

/**
 * The delivery steps need a signed-in customer (section 6: checkout calls are secure): a guest
 * goes to /login and comes back here afterwards.
 */
export function RequireCheckoutCustomer() {
  const { t } = useTranslation();
  const { state } = useSession();
  const { basename } = useShop();
  const location = useLocation();
  const go = useSiteNavigate();
  const loginPath = loginPathBack(basename, location);

  useEffect(() => {
    if (state.status === 'guest') go(loginPath, { replace: true });
  }, [state.status, go, loginPath]);

  if (state.status === 'customer') return <Outlet />;
  if (state.status === 'error')
    return <FormMessage kind="error">{t('account.home.failed')}</FormMessage>;
  return <ShippingSkeleton />;
}

/** Section 2: a signed-in customer with no address is sent to /checkout/add_address. */
export function RequireAddress() {
  const { state } = useSession();
  if (state.status === 'customer' && state.addresses.length === 0)
    return <Navigate to="/checkout/add_address" replace />;
  return <Outlet />;
}

/**
 * Payment and summary need a complete delivery choice of the tab (a destination and a carrier
 * of its type, the address still in the book): otherwise back to /checkout/shipping.
 */
export function RequireDeliveryChoice() {
  const { state } = useSession();
  const { choice, carrierType, relayPoint } = useDelivery((delivery) => delivery);
  const addresses = state.status === 'customer' ? state.addresses : [];
  const destinationKnown =
    choice.relayPointId !== null
      ? relayPoint?.id === choice.relayPointId
      : addresses.some((address) => address.id === choice.shippingAddressId);
  if (!isDeliveryComplete(choice, carrierType) || !destinationKnown)
    return <Navigate to="/checkout/shipping" replace />;
  return <Outlet />;
}
