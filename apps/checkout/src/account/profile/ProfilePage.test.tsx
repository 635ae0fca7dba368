import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customer';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const form = () => within(screen.getByRole('form', { name: 'Mes informations' }));
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(form().getByLabelText(label), { target: { value } });

describe('/account/modify', () => {
  it('shows the profile and saves civility, names, birthday and phone', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/modify', api, session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes informations' })).toBeTruthy();
    expect((form().getByLabelText(/^Prénom/) as HTMLInputElement).value).toBe('Jeanne');
    expect(screen.getByText('jeanne@example.fr')).toBeTruthy();

    fireEvent.click(form().getByLabelText('Mme'));
    type(/^Prénom/, ' Jeanne-Marie ');
    type(/Date de naissance/, '1990-05-12');
    type(/Téléphone/, '06 12 34 56 78');
    fireEvent.click(form().getByRole('button', { name: 'Enregistrer' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Vos informations ont été enregistrées.',
    );
    const [patch] = api.callsTo('/secure/account/profile');
    expect(patch).toMatchObject({
      method: 'PATCH',
      authorization: `Bearer ${session.token}`,
      body: {
        gender: 2,
        firstName: 'Jeanne-Marie',
        lastName: 'Dupont',
        birthday: '1990-05-12',
        phone: '06 12 34 56 78',
      },
    });
    // The session holds the saved profile: the side menu's welcome page greets the new name.
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Mon compte' })).getByRole('link', {
        name: 'Mon compte',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Jeanne-Marie' }),
    ).toBeTruthy();
  });

  it('checks the values with the domain rules before any call, messages tied to the fields', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/modify', api, session });
    await screen.findByRole('heading', { level: 1, name: 'Mes informations' });
    type(/^Nom/, ' ');
    type(/Date de naissance/, `${new Date().getFullYear() + 1}-01-01`);
    type(/Téléphone/, '0612');
    fireEvent.click(form().getByRole('button', { name: 'Enregistrer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Veuillez compléter tous les champs obligatoires',
    );
    const lastName = form().getByLabelText(/^Nom/);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(lastName.getAttribute('aria-describedby')!.split(' ')[0]!)
        ?.textContent,
    ).toBe('Veuillez saisir votre nom.');
    expect(form().getByText('Saisissez une date de naissance valide.')).toBeTruthy();
    expect(form().getByText('Saisissez un numéro de téléphone valide.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(api.callsTo('/secure/account/profile')).toHaveLength(0);
  });

  it("puts the API's refusal of a field under it", async () => {
    const { api, session } = signedInCustomer();
    api.accountArea.profileErrors = {
      phone: 'Ce numéro de téléphone ne peut pas être appelé en Espagne.',
    };
    renderApp({ path: '/es/account/modify', api, session });
    await screen.findByRole('heading', { level: 1, name: 'Mis datos' });
    const phone = within(screen.getByRole('form', { name: 'Mis datos' })).getByLabelText(
      /Teléfono/,
    );
    fireEvent.change(phone, { target: { value: '612 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Ce numéro de téléphone ne peut pas être appelé en Espagne.'),
    ).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Veuillez corriger les champs indiqués.');
  });
});
