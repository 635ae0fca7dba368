import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryStore } from '../shipping/delivery-store';
import { signedInCustomer } from '../test/customer';
import { cap } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(cleanup);

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
/** The texts an element's aria-describedby points at (error first, then the hint). */
const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const save = () => fireEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

async function openAddAddress() {
  const customer = signedInCustomer();
  const rendered = renderApp({ path: '/checkout/add_address', lines: [cap], ...customer });
  await screen.findByRole('button', { name: "Enregistrer l'adresse" });
  return { ...rendered, customerId: customer.customerId };
}

function fillValidAddress() {
  fireEvent.click(screen.getByRole('radio', { name: 'Mme' }));
  type('Nom', 'Dupont');
  type('Prénom', 'Jeanne');
  type('Adresse', '12 rue de la Roquette');
  type('Code postal', '75011');
  type('Ville', 'Paris');
  type('Téléphone', '06 12 34 56 78');
}

describe('address form (add_address page)', () => {
  it('asks for every required field with its own message and the summary line', async () => {
    await openAddAddress();
    // Names come from the profile: empty them to see their messages too.
    type('Nom', '');
    type('Prénom', '');
    save();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Veuillez compléter tous les champs obligatoires',
    );
    const civility = screen.getByRole('radiogroup', { name: 'Civilité' });
    expect(civility.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(civility)).toBe('Veuillez choisir votre civilité.');
    expect(describedBy(field('Nom'))).toBe('Veuillez saisir votre nom.');
    expect(describedBy(field('Prénom'))).toBe('Veuillez saisir votre prénom.');
    expect(describedBy(field('Adresse'))).toBe('Veuillez saisir votre adresse.');
    expect(describedBy(field('Ville'))).toBe('Veuillez saisir votre ville.');
    expect(describedBy(field('Code postal'))).toBe(
      'Veuillez saisir votre code postal. | Par exemple 75011',
    );
    expect(describedBy(field('Téléphone'))).toMatch(/^Veuillez saisir votre numéro de téléphone\./);
    for (const label of ['Nom', 'Prénom', 'Adresse', 'Ville', 'Code postal', 'Téléphone'])
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    // Optional fields are not refused.
    expect(field(/Société/).getAttribute('aria-invalid')).toBeNull();
    // The focus goes to the first refused field: the civility group's first choice.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'M.' })),
    );
  });

  it('refuses a postcode and a phone number that do not fit the country, without the summary line', async () => {
    const { api } = await openAddAddress();
    fillValidAddress();
    type('Code postal', '7501');
    type('Téléphone', '12');
    save();

    await waitFor(() =>
      expect(describedBy(field('Code postal'))).toBe(
        "Ce code postal n'est pas valide pour ce pays. | Par exemple 75011",
      ),
    );
    expect(describedBy(field('Téléphone'))).toMatch(
      /^Ce numéro de téléphone n'est pas valide pour ce pays\./,
    );
    expect(screen.queryByText('Veuillez compléter tous les champs obligatoires')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Code postal')));
    // Nothing was sent.
    expect(api.callsTo('/secure/account/addresses').filter((c) => c.method === 'POST')).toEqual([]);

    // Belgian postcodes have four digits: the hint follows the country.
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'BE' } });
    expect(describedBy(field('Code postal'))).toContain('Par exemple 1000');
  });

  it("shows the server's 422 messages on their fields", async () => {
    const { api } = await openAddAddress();
    api.delivery.serverErrors = {
      street: 'Cette adresse est inconnue du transporteur.',
      zipCode: 'Ce code postal ne correspond pas à la ville.',
    };
    fillValidAddress();
    save();

    await waitFor(() =>
      expect(describedBy(field('Adresse'))).toBe('Cette adresse est inconnue du transporteur.'),
    );
    expect(field('Adresse').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('Code postal'))).toContain(
      'Ce code postal ne correspond pas à la ville.',
    );
    // The server's summary is the street's message: said once, under the field.
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Adresse')));

    // A field the form does not have joins the summary line.
    api.delivery.serverErrors = { state: 'Cette région est inconnue.' };
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Cette région est inconnue.');
  });

  it('says why the address book refuses another address (409)', async () => {
    const { api } = await openAddAddress();
    fillValidAddress();
    api.failures.set('/secure/account/addresses', 409);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('forced');
  });

  it('saves the address, updates the session and goes to shipping with it chosen', async () => {
    const { api, router, customerId } = await openAddAddress();
    fillValidAddress();
    type(/Société/, 'Atelier Rue');
    save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/shipping'));
    const sent = api.callsTo('/secure/account/addresses').find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      civility: 2,
      lastName: 'Dupont',
      firstName: 'Jeanne',
      company: 'Atelier Rue',
      streetDetails: null,
      zipCode: '75011',
      countryIsoCode2: 'FR',
      phoneNumber: '06 12 34 56 78',
      default: true,
    });
    expect(sent?.authorization).toMatch(/^Bearer access-/);
    const [saved] = api.delivery.addresses(customerId);
    expect(deliveryStore.getState().choice.shippingAddressId).toBe(saved!.id);
    const card = await screen.findByRole('radio', { name: /12 rue de la Roquette/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(within(card.closest('li')!).getByText('Adresse principale')).toBeTruthy();
  });
});
