import { isDeliveryComplete } from '@shop/domain/delivery';
import { Navigate, Outlet } from 'react-router';
import { RequireCustomer } from '../account/RequireCustomer';
import { useSession } from '../session/session-context';
import { useDelivery } from './delivery-store';
import { ShippingSkeleton } from './ShippingSkeleton';

/** The checkout steps need a signed-in customer; their skeleton shows while the session loads. */
export function RequireCheckoutCustomer() {
  return <RequireCustomer loading={<ShippingSkeleton />} />;
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
