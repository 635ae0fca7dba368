import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@shop/i18n';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCheckoutI18n } from '../app/i18n';
import { FormMessage } from './FormMessage';

const i18n = createCheckoutI18n('fr', messages);
const inI18n = (node: React.ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;

afterEach(cleanup);

describe('FormMessage', () => {
  it('closes (journey section 5), the focus back on the form’s button', () => {
    const view = render(
      inI18n(
        <form>
          <FormMessage kind="error">Votre identifiant est incorrect.</FormMessage>
          <button type="submit">Me connecter</button>
        </form>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Me connecter' }));
    // Another message shows again.
    view.rerender(
      inI18n(
        <form>
          <FormMessage kind="error">Une erreur s'est produite.</FormMessage>
        </form>,
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain("Une erreur s'est produite.");
  });

  it('lets the form clear its own message, and keeps a no-close one', () => {
    const onClose = vi.fn();
    render(
      inI18n(
        <>
          <FormMessage kind="success" onClose={onClose}>
            Enregistré.
          </FormMessage>
          <FormMessage kind="info" noClose>
            Patientez…
          </FormMessage>
        </>,
      ),
    );
    const buttons = screen.getAllByRole('button', { name: 'Fermer le message' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
