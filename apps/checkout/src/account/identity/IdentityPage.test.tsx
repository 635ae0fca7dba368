import { readBrowserSession } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customer';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const passwordForm = () => within(screen.getByRole('form', { name: 'Mot de passe' }));
const emailForm = () => within(screen.getByRole('form', { name: 'Adresse e-mail' }));
const fill = (scope: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

async function changePassword(
  oldPassword: string,
  newPassword: string,
  confirmation = newPassword,
) {
  await screen.findByRole('heading', { level: 1, name: 'E-mail et mot de passe' });
  fill(passwordForm(), /^Ancien mot de passe/, oldPassword);
  fill(passwordForm(), /^Nouveau mot de passe/, newPassword);
  fill(passwordForm(), /^Confirmez le nouveau mot de passe/, confirmation);
  fireEvent.click(passwordForm().getByRole('button', { name: 'Modifier le mot de passe' }));
}

describe('/account/modify-id, password', () => {
  it('refuses a new password equal to the old one before any call', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/modify-id', api, session });
    await changePassword('secret123', 'secret123');
    const field = passwordForm().getByLabelText(/^Nouveau mot de passe/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const messageId = field.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(messageId)?.textContent).toBe(
      "Le nouveau mot de passe doit être différent de l'ancien.",
    );
    expect(api.callsTo('/secure/account/password')).toHaveLength(0);
  });

  it('follows the password rule and wants the same password twice', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/modify-id', api, session });
    await changePassword('secret123', 'short', 'other');
    expect(
      await passwordForm().findByText(
        'Le mot de passe doit contenir au moins 8 caractères, dont une lettre et un chiffre.',
      ),
    ).toBeTruthy();
    expect(passwordForm().getByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
    expect(api.callsTo('/secure/account/password')).toHaveLength(0);
  });

  it("shows the API's 'L'ancien mot de passe n'est pas correct' under the old password", async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/modify-id', api, session });
    await changePassword('wrong-one1', 'new-secret2');
    const field = passwordForm().getByLabelText(/^Ancien mot de passe/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(passwordForm().getByText("L'ancien mot de passe n'est pas correct")).toBeTruthy();
    expect(api.callsTo('/secure/account/password')[0]!.body).toEqual({
      oldPassword: 'wrong-one1',
      newPassword: 'new-secret2',
    });
    // Still signed in: a wrong password is no expired session.
    expect(readBrowserSession()).not.toBeNull();
  });

  it("changes it: the customer's other sessions end, this one goes on", async () => {
    const { api, session, customerId } = signedInCustomer();
    const other = api.issue(customerId, { inThisBrowser: false });
    renderApp({ path: '/account/modify-id', api, session });
    await changePassword('secret123', 'new-secret2');
    expect((await passwordForm().findByRole('status')).textContent).toBe(
      'Votre mot de passe a été modifié. Les sessions ouvertes sur vos autres appareils ont été fermées.',
    );
    expect((passwordForm().getByLabelText(/^Ancien mot de passe/) as HTMLInputElement).value).toBe(
      '',
    );
    const client = api.client();
    await expect(client.profile(other.token)).rejects.toMatchObject({ status: 401 });
    await expect(client.refresh(other.refresh_token)).rejects.toMatchObject({ status: 401 });
    expect((await client.profile(session.token)).email).toBe('jeanne@example.fr');
    await expect(
      client.login({ _username: 'jeanne@example.fr', _password: 'new-secret2' }),
    ).resolves.toBeTruthy();
  });
});

describe('/account/modify-id, e-mail', () => {
  it('asks for the current password and shows its refusal', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/modify-id', api, session });
    await screen.findByRole('heading', { level: 1, name: 'E-mail et mot de passe' });
    fill(emailForm(), /^Nouvelle adresse e-mail/, 'jeanne.d@example.fr');
    fireEvent.click(emailForm().getByRole('button', { name: "Modifier l'adresse e-mail" }));
    expect(await emailForm().findByText('Veuillez saisir votre mot de passe.')).toBeTruthy();
    expect(api.callsTo('/secure/account/email')).toHaveLength(0);

    fill(emailForm(), /^Mot de passe actuel/, 'not-it-123');
    fireEvent.click(emailForm().getByRole('button', { name: "Modifier l'adresse e-mail" }));
    expect(await emailForm().findByText("Le mot de passe n'est pas correct.")).toBeTruthy();
  });

  it('refuses an address already taken, then changes it', async () => {
    const { api, session } = signedInCustomer();
    api.addCustomer('taken@example.fr', 'other-pass1');
    renderApp({ path: '/account/modify-id', api, session });
    await screen.findByRole('heading', { level: 1, name: 'E-mail et mot de passe' });
    fill(emailForm(), /^Nouvelle adresse e-mail/, 'taken@example.fr');
    fill(emailForm(), /^Mot de passe actuel/, 'secret123');
    fireEvent.click(emailForm().getByRole('button', { name: "Modifier l'adresse e-mail" }));
    expect(await emailForm().findByText('Cette adresse e-mail est déjà utilisée.')).toBeTruthy();

    fill(emailForm(), /^Nouvelle adresse e-mail/, ' Jeanne.D@Example.fr ');
    fireEvent.click(emailForm().getByRole('button', { name: "Modifier l'adresse e-mail" }));
    expect((await emailForm().findByRole('status')).textContent).toBe(
      'Votre adresse e-mail est désormais jeanne.d@example.fr.',
    );
    expect(api.callsTo('/secure/account/email').at(-1)!.body).toEqual({
      email: 'jeanne.d@example.fr',
      password: 'secret123',
    });
    expect(emailForm().getByText('Adresse actuelle : jeanne.d@example.fr')).toBeTruthy();
  });
});
