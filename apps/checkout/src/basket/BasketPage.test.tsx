import { formatPrice } from '@shop/domain/money';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi } from '../test/fake-api';
import { cap, hoodie } from '../test/fixtures';
import { renderApp, storedLines } from '../test/render-app';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const fr = (value: number) => formatPrice(value, 'fr');

describe('basket page', () => {
  it('renders the lines of the shared basket read from localStorage', () => {
    renderApp({ path: '/checkout/basket', lines: [hoodie, cap] });

    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    expect(document.title).toBe('Mon panier | Maison Rue');
    expect(screen.getAllByText('3 articles')).toHaveLength(2); // under the title and in the summary

    const line = screen.getByTestId('basket-line-101-1012');
    expect(within(line).getByText('Rue Atelier')).toBeTruthy();
    expect(within(line).getByRole('heading', { name: 'Hoodie oversize brodé' })).toBeTruthy();
    expect(within(line).getByText('Taille M')).toBeTruthy();
    // The default picture, not the first one.
    expect(line.querySelector('img')?.getAttribute('src')).toBe('/media/products/101-front.jpg');
    // Unit price reduced: the original is struck through.
    expect(line.querySelector('del')?.textContent).toContain(fr(79.99));
    expect(line.querySelector('ins')?.textContent).toContain(fr(59.99));
    expect(within(line).getByTestId('line-total').textContent).toContain(fr(119.98));
    const quantity = within(line).getByLabelText('Quantité') as HTMLSelectElement;
    expect(quantity.value).toBe('2');
    // Size stock 4: 1 to 4.
    expect([...quantity.options].map((option) => option.value)).toEqual(['1', '2', '3', '4']);

    const capLine = screen.getByTestId('basket-line-202-2020');
    expect(capLine.querySelector('del')).toBeNull();
    expect((within(capLine).getByLabelText('Quantité') as HTMLSelectElement).options).toHaveLength(
      10,
    );

    expect(screen.getByTestId('basket-total').textContent).toContain(fr(154.98));
  });

  it('keeps the room of what the recalculation brings, so the buttons do not move', async () => {
    const api = new FakeApi();
    api.delivery.prices.set(cap.info.id, { price: 35, originPrice: 35 });
    renderApp({ path: '/checkout/basket', lines: [cap], api });
    // Before the first answer: the delivery row and free-shipping block as shapes, the status.
    expect(screen.getByTestId('basket-pending-figures').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('basket-updating').textContent).toBe('Mise à jour du panier…');
    await screen.findByTestId('basket-free-shipping');
    expect(screen.queryByTestId('basket-pending-figures')).toBeNull();
    // The status line stays, empty, for the next recalculation.
    expect(screen.getByTestId('basket-updating').textContent).toBe('');
  });

  it('names the lines the recalculation dropped as no longer available', async () => {
    const api = new FakeApi();
    api.delivery.prices.set(cap.info.id, { price: 35, originPrice: 35 });
    api.delivery.soldOut.add(hoodie.info.id);
    renderApp({ path: '/checkout/basket', lines: [hoodie, cap], api });
    const notice = await screen.findByTestId('removed-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(
      "Hoodie oversize brodé (taille M) n'est plus disponible : nous l'avons retiré de votre panier.",
    );
    expect(screen.queryByTestId('basket-line-101-1012')).toBeNull();
  });

  it('is step 1 of the timeline, with the layout around it', () => {
    renderApp({ path: '/checkout/basket', lines: [cap] });

    const timeline = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Panier (étape en cours)',
      '2Livraison',
      '3Paiement',
      '4Confirmation',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(steps.slice(1).every((step) => !step.hasAttribute('aria-current'))).toBe(true);
    expect(within(timeline).queryAllByRole('link')).toHaveLength(0);

    expect(screen.getByRole('link', { name: 'Accueil de Maison Rue' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByText('Paiement sécurisé')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Satisfait ou remboursé');
  });

  it('updates the line and the total when the quantity changes, and persists it', () => {
    renderApp({ path: '/checkout/basket', lines: [hoodie, cap] });

    const line = screen.getByTestId('basket-line-202-2020');
    fireEvent.change(within(line).getByLabelText('Quantité'), { target: { value: '3' } });

    expect(within(line).getByTestId('line-total').textContent).toContain(fr(105));
    expect(screen.getByTestId('basket-total').textContent).toContain(fr(224.98));
    expect(screen.getAllByText('5 articles')).toHaveLength(2);
    expect(storedLines().find((stored) => stored.info.id === 202)?.quantity).toBe(3);
  });

  it('shows the savings only when there are some', () => {
    renderApp({ path: '/checkout/basket', lines: [hoodie, cap] });
    const savings = screen.getByTestId('basket-savings');
    expect(savings.textContent).toContain('Vous économisez');
    expect(savings.textContent).toContain(fr(-40));
    cleanup();

    renderApp({ path: '/checkout/basket', lines: [cap] });
    expect(screen.queryByTestId('basket-savings')).toBeNull();
    expect(screen.queryByText('Vous économisez')).toBeNull();
    expect(screen.getByTestId('basket-total').textContent).toContain(fr(35));
  });

  it('sends a guest to log in on the way to shipping, and continue shopping to the storefront', () => {
    renderApp({ path: '/checkout/basket', lines: [cap] });
    const proceed = screen.getByRole('link', { name: 'Valider mon panier' });
    expect(proceed.getAttribute('href')).toBe(
      '/login?mode=connection&redirect=%2Fcheckout%2Fshipping',
    );
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('empties the basket when the last line is removed, keeping the focus on the page', () => {
    renderApp({ path: '/checkout/basket', lines: [cap] });

    fireEvent.click(screen.getByRole('button', { name: /Supprimer/ }));

    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.queryByTestId('basket-total')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(storedLines()).toEqual([]);
  });

  it('shows the empty state with its hint and a continue-shopping link', () => {
    renderApp({ path: '/checkout/basket' });

    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.getByText('Découvrez nos nouveautés et ajoutez vos coups de cœur.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('follows other tabs: a basket written by the storefront elsewhere is read again', async () => {
    const { basketStore } = renderApp({ path: '/checkout/basket' });
    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();

    localStorage.setItem('shop.basket', JSON.stringify({ state: { lines: [cap] }, version: 1 }));
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'shop.basket' }));
      await Promise.resolve();
    });

    expect(basketStore.getState().lines).toHaveLength(1);
    expect(screen.getByText('Casquette six panneaux')).toBeTruthy();
  });

  it('speaks Spanish on the Spanish store', () => {
    renderApp({ path: '/checkout/basket', host: 'es.localhost:3000', lines: [hoodie, cap] });

    expect(screen.getByRole('heading', { level: 1, name: 'Mi cesta' })).toBeTruthy();
    expect(document.title).toBe('Mi cesta | Maison Rue');
    expect(screen.getAllByText('3 artículos')).toHaveLength(2);
    expect(screen.getByText('Talla M')).toBeTruthy();
    expect(screen.getAllByLabelText('Cantidad')).toHaveLength(2);
    expect(screen.getByTestId('basket-savings').textContent).toContain('Ahorras');
    expect(screen.getByTestId('basket-total').textContent).toContain(formatPrice(154.98, 'es'));
    expect(screen.getByRole('link', { name: 'Finalizar pedido' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pasos del pedido' })).toBeTruthy();
    // No prefix in the URL: links stay unprefixed (the store's language is the default there).
    expect(screen.getByRole('link', { name: 'Seguir comprando' }).getAttribute('href')).toBe('/');
  });

  it('speaks Spanish under the /es prefix and keeps the prefix in every link', () => {
    renderApp({ path: '/es/checkout/basket', lines: [cap] });

    expect(screen.getByRole('heading', { level: 1, name: 'Mi cesta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Finalizar pedido' }).getAttribute('href')).toBe(
      '/es/login?mode=connection&redirect=%2Fes%2Fcheckout%2Fshipping',
    );
    expect(screen.getByRole('link', { name: 'Seguir comprando' }).getAttribute('href')).toBe('/es');
    expect(screen.getByRole('link', { name: 'Inicio de Maison Rue' }).getAttribute('href')).toBe(
      '/es',
    );
  });
});
