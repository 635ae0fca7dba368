import { readBrowserSession } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullPage } from '../../app/site-navigation';
import { signedInCustomer } from '../../test/customer';
import { watchDownloads } from '../../test/downloads';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/account/privacy', () => {
  it("downloads the customer's data as the file the API names", async () => {
    const saved = watchDownloads();
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/privacy', api, session });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('maison-rue-donnees-1.json');
    expect(JSON.parse(await saved[0]!.blob.text()).profile.email).toBe('jeanne@example.fr');
    expect(screen.getByText('Votre fichier a été téléchargé.')).toBeTruthy();
  });

  it('deletes the account after the password and a confirmation, then home, signed out', async () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { api, session, customerId } = signedInCustomer();
    renderApp({ path: '/es/account/privacy', api, session });
    const section = within(await screen.findByRole('region', { name: 'Eliminar mi cuenta' }));
    fireEvent.click(section.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await section.findByText('Introduce tu contraseña.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(section.getByLabelText(/^Contraseña/), { target: { value: 'secret123' } });
    fireEvent.click(section.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta definitivamente?' }),
    );
    expect(api.callsTo('/secure/account/delete')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/es'));
    expect(api.callsTo('/secure/account/delete')[0]).toMatchObject({
      method: 'POST',
      body: { password: 'secret123' },
      authorization: `Bearer ${session.token}`,
    });
    expect(api.accountArea.closed.has(customerId)).toBe(true);
    expect(readBrowserSession()).toBeNull();
  });

  it('keeps the account when the password is wrong, and says so under it', async () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/privacy', api, session });
    const section = within(await screen.findByRole('region', { name: 'Supprimer mon compte' }));
    const password = section.getByLabelText(/^Mot de passe/);
    fireEvent.change(password, { target: { value: 'not-mine-1' } });
    fireEvent.click(section.getByRole('button', { name: 'Supprimer mon compte' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Oui, supprimer mon compte',
      }),
    );
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(section.getByText("Le mot de passe n'est pas correct.")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(readBrowserSession()).not.toBeNull();
  });
});
