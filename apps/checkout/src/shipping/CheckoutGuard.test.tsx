import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../test/customer';
import { paris } from '../test/delivery-fixtures';
import { cap } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(cleanup);

describe('basket → delivery guard', () => {
  it('sends a customer without an address from the basket to /checkout/add_address', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/checkout/basket', lines: [cap], api, session });
    const proceed = await screen.findByRole('link', { name: 'Valider mon panier' });
    await waitFor(() => expect(proceed.getAttribute('href')).toBe('/checkout/add_address'));
  });

  it('sends a customer with an address from the basket to /checkout/shipping', async () => {
    const { api, session } = signedInCustomer([paris()]);
    renderApp({ path: '/checkout/basket', lines: [cap], api, session });
    const proceed = await screen.findByRole('link', { name: 'Valider mon panier' });
    await waitFor(() => expect(proceed.getAttribute('href')).toBe('/checkout/shipping'));
  });

  it('redirects a customer without an address from /checkout/shipping to add_address, step 2', async () => {
    const { api, session } = signedInCustomer();
    const { router } = renderApp({ path: '/checkout/shipping', lines: [cap], api, session });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/add_address'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ajouter une adresse' }),
    ).toBeTruthy();
    expect(document.title).toBe('Ajouter une adresse | Maison Rue');
    const current = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(current.querySelector('[aria-current="step"]')?.textContent).toContain('Livraison');
  });

  it('lets a customer with an address onto /checkout/shipping', async () => {
    const { api, session } = signedInCustomer([paris()]);
    const { router } = renderApp({ path: '/checkout/shipping', lines: [cap], api, session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Livraison' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/shipping');
  });

  it.each(['/checkout/shipping', '/checkout/add_address'])(
    'sends a guest on %s to log in, coming back afterwards',
    async (path) => {
      const { router } = renderApp({ path, lines: [cap] });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(
        `?mode=connection&redirect=${encodeURIComponent(path)}`,
      );
    },
  );

  it('after a sign-up from the basket, leads to add_address (a new customer has no address)', async () => {
    const { router } = renderApp({
      path: '/login?mode=subscription&redirect=%2Fcheckout%2Fshipping',
      lines: [cap],
      cameFromBasket: true,
    });
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Prénom', 'Léa');
    type('Nom', 'Martin');
    type('Adresse e-mail', 'lea@example.fr');
    type('Mot de passe', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/add_address'));
    // The form starts from the customer's names.
    expect(((await screen.findByLabelText('Prénom')) as HTMLInputElement).value).toBe('Léa');
  });
});
