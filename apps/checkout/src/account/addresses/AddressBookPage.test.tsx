import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customer';
import { paris } from '../../test/delivery-fixtures';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const lyon = () =>
  paris({
    id: 2,
    label: null,
    firstName: 'Paul',
    lastName: 'Martin',
    street: '4 place Bellecour',
    zipCode: '69002',
    city: 'Lyon',
    default: false,
  });

const cards = () =>
  within(screen.getByRole('main'))
    .getAllByRole('article')
    .map((card) => card.querySelector('h2')?.textContent);

describe('/account/address-book', () => {
  it('lists the book, the main address first and marked', async () => {
    const { api, session } = signedInCustomer([lyon(), paris()]);
    renderApp({ path: '/account/address-book', api, session });
    await screen.findByRole('heading', { level: 1, name: "Carnet d'adresses" });
    expect(cards()).toEqual(['Maison', 'Paul Martin']);
    const main = screen.getByRole('article', { name: 'Maison' });
    expect(within(main).getByText('Adresse principale')).toBeTruthy();
    expect(within(main).getByText('12 rue de la Roquette')).toBeTruthy();
    expect(within(main).queryByRole('button', { name: /^Définir comme principale/ })).toBeNull();
    expect(
      screen
        .getByRole('link', { name: "Modifier l'adresse de Paul Martin, 4 place Bellecour" })
        .getAttribute('href'),
    ).toBe('/account/address-book/2');
  });

  it('never deletes the last address: the button is off and says why', async () => {
    const { api, session } = signedInCustomer([paris()]);
    renderApp({ path: '/account/address-book', api, session });
    const remove = await screen.findByRole('button', {
      name: /^Supprimer l'adresse de Jeanne Dupont/,
    });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Votre carnet garde toujours au moins une adresse : ajoutez-en une autre pour pouvoir supprimer celle-ci.',
    );
  });

  it('deletes an address after asking', async () => {
    const { api, session } = signedInCustomer([paris(), lyon()]);
    renderApp({ path: '/account/address-book', api, session });
    fireEvent.click(
      await screen.findByRole('button', { name: /^Supprimer l'adresse de Paul Martin/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette adresse ?' });
    expect(within(dialog).getByText(/Paul Martin, 4 place Bellecour, 69002 Lyon/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findByRole('status')).textContent).toBe("L'adresse a été supprimée.");
    expect(api.callsTo('/secure/account/addresses/2')[0]!.method).toBe('DELETE');
    await waitFor(() => expect(cards()).toEqual(['Maison']));
  });

  it('shows the refusal of the API as it words it', async () => {
    const { api, session } = signedInCustomer([paris(), lyon()]);
    api.failures.set('/secure/account/addresses/2', 409);
    renderApp({ path: '/account/address-book', api, session });
    fireEvent.click(
      await screen.findByRole('button', { name: /^Supprimer l'adresse de Paul Martin/ }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('forced');
    expect(cards()).toEqual(['Maison', 'Paul Martin']);
  });

  it('makes another address the main one', async () => {
    const { api, session } = signedInCustomer([paris(), lyon()]);
    renderApp({ path: '/account/address-book', api, session });
    fireEvent.click(
      await screen.findByRole('button', {
        name: "Définir comme principale l'adresse de Paul Martin, 4 place Bellecour",
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Votre adresse principale a été modifiée.',
    );
    expect(
      api.callsTo('/secure/account/addresses').find((call) => call.method === 'PATCH')!.body,
    ).toMatchObject({
      id: 2,
      default: true,
      street: '4 place Bellecour',
      city: 'Lyon',
    });
    await waitFor(() => expect(cards()).toEqual(['Paul Martin', 'Maison']));
  });
});

describe('/account/address-book/{id}', () => {
  it("edits an address with the checkout's form, then back to the book", async () => {
    const { api, session } = signedInCustomer([paris(), lyon()]);
    const { router } = renderApp({ path: '/account/address-book/2', api, session });
    await screen.findByRole('heading', { level: 1, name: "Modifier l'adresse" });
    const form = within(await screen.findByRole('form', { name: "Modifier l'adresse" }));
    const city = form.getByLabelText(/^Ville/) as HTMLInputElement;
    expect(city.value).toBe('Lyon');
    fireEvent.change(city, { target: { value: 'Villeurbanne' } });
    fireEvent.change(form.getByLabelText(/^Code postal/), { target: { value: '69100' } });
    fireEvent.click(form.getByRole('button', { name: "Enregistrer l'adresse" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/address-book'));
    expect((await screen.findByRole('status')).textContent).toBe("L'adresse a été enregistrée.");
    expect(screen.getByText('69100 Villeurbanne')).toBeTruthy();
  });

  it('adds one at /account/address-book/new', async () => {
    const { api, session } = signedInCustomer([paris()]);
    const { router } = renderApp({ path: '/account/address-book/new', api, session });
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle adresse' });
    const form = within(await screen.findByRole('form', { name: 'Nouvelle adresse' }));
    fireEvent.click(form.getByRole('radio', { name: 'Mme' }));
    fireEvent.change(form.getByLabelText(/^Adresse$/), { target: { value: '9 quai de la Fosse' } });
    fireEvent.change(form.getByLabelText(/^Code postal/), { target: { value: '44000' } });
    fireEvent.change(form.getByLabelText(/^Ville/), { target: { value: 'Nantes' } });
    fireEvent.change(form.getByLabelText(/^Téléphone/), { target: { value: '06 11 22 33 44' } });
    fireEvent.click(form.getByRole('button', { name: "Enregistrer l'adresse" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/address-book'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(api.callsTo('/secure/account/addresses').some((call) => call.method === 'POST')).toBe(
      true,
    );
  });

  it("is not found for an address outside the customer's book", async () => {
    const { api, session } = signedInCustomer([paris()]);
    renderApp({ path: '/account/address-book/99', api, session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });
});
