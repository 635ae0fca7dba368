import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

afterEach(cleanup);

describe('not-found page', () => {
  it.each(['/login/elsewhere', '/checkout/delivery', '/checkout', '/autoconnect/abc/def'])(
    'shows %s as not found inside the checkout layout',
    (path) => {
      renderApp({ path });
      expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
      expect(document.title).toBe('Page introuvable | Maison Rue');
      expect(screen.getByText('Paiement sécurisé')).toBeTruthy();
      // Not a checkout step: no timeline.
      expect(screen.queryByRole('navigation', { name: 'Étapes de la commande' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Mon panier' }).getAttribute('href')).toBe(
        '/checkout/basket',
      );
      expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(
        '/',
      );
    },
  );

  it('is translated and keeps the locale prefix', () => {
    renderApp({ path: '/de/checkout/delivery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mein Warenkorb' }).getAttribute('href')).toBe(
      '/de/checkout/basket',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe(
      '/de',
    );
  });
});
