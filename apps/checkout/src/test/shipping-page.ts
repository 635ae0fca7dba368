import { formatPrice } from '@shop/domain/money';
import { fireEvent, screen } from '@testing-library/react';
import { signedInCustomer } from './customer';
import { paris } from './delivery-fixtures';
import { cap } from './fixtures';
import { renderApp, type RenderAppOptions } from './render-app';

/* The shipping page as its tests open it: a customer with two addresses and a cap in the
   basket, and the controls they use. */

export const fr = (value: number) => formatPrice(value, 'fr');
export const office = paris({
  id: 2,
  label: 'Bureau',
  street: '8 avenue Montaigne',
  zipCode: '75008',
  default: false,
});

export function renderShipping(
  options: Partial<RenderAppOptions> = {},
): ReturnType<typeof renderApp> & { session: ReturnType<typeof signedInCustomer>['session'] } {
  const customer = signedInCustomer([office, paris()]);
  customer.api.delivery.prices.set(cap.info.id, { price: 35, originPrice: 35 });
  const rendered = renderApp({ path: '/checkout/shipping', lines: [cap], ...customer, ...options });
  return { ...rendered, session: customer.session };
}

/** The delivery fields of the last basket detail the page asked for. */
export function lastDetail(api: ReturnType<typeof renderShipping>['api']) {
  const calls = api.callsTo('/basket/detail');
  const body = calls.at(-1)?.body as Record<string, unknown> | undefined;
  return {
    authorization: calls.at(-1)?.authorization,
    carrierId: body?.carrierId,
    shippingAddressId: body?.shippingAddressId,
    relayPointId: body?.relayPointId,
  };
}

export const continueButton = () => screen.getByRole('button', { name: 'Continuer' });
export const mode = async (name: 'À domicile' | 'En point relais') =>
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${name}`) }));
/** The relay-point modal (journey section 2), opened from the relay panel. */
export const openRelaySearch = async () =>
  fireEvent.click(
    await screen.findByRole('button', { name: /^(Choisir un|Changer de) point relais$/ }),
  );
