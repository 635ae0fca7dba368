import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullPage } from '../app/site-navigation';
import { FakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password forgotten', () => {
  it('is reached from the login form', async () => {
    const { router } = renderApp({ path: '/login' });
    fireEvent.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/password-forgotten'));
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeTruthy();
  });

  it('asks for the e-mail under its field only, with the focus on it', async () => {
    const { api } = renderApp({ path: '/login/password-forgotten' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy();
    const field = screen.getByLabelText('Adresse e-mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // One field: the form's "complete every field" line would only repeat its message.
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(api.callsTo('/security/password-reset/request')).toHaveLength(0);
  });

  it('needs a valid e-mail, then says the same whatever the answer', async () => {
    const { api } = renderApp({ path: '/login/password-forgotten' });
    type('Adresse e-mail', 'jeanne@');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(api.callsTo('/security/password-reset/request')).toHaveLength(0);
    type('Adresse e-mail', 'jeanne@example.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Si un compte existe pour jeanne@example.fr, un e-mail avec un lien vient d'être envoyé. Ce lien est valable une heure.",
    );
    expect(api.callsTo('/security/password-reset/request')[0]!.body).toEqual({
      email: 'jeanne@example.fr',
    });
  });
});

describe('password reset', () => {
  it('needs the same valid password twice', async () => {
    renderApp({ path: '/login/reset-password?token=good-reset-token-1234567' });
    type('Nouveau mot de passe', 'brandnew42');
    type('Confirmez le nouveau mot de passe', 'brandnew43');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
  });

  it('sets the password with the token of the link', async () => {
    const { api } = renderApp({ path: '/login/reset-password?token=good-reset-token-1234567' });
    type('Nouveau mot de passe', 'brandnew42');
    type('Confirmez le nouveau mot de passe', 'brandnew42');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    );
    expect(api.callsTo('/security/password-reset/confirm')[0]!.body).toEqual({
      token: 'good-reset-token-1234567',
      password: 'brandnew42',
    });
  });

  it('says when the link is dead or missing, with a way to ask again', async () => {
    renderApp({ path: '/login/reset-password?token=spent-token-12345678' });
    type('Nouveau mot de passe', 'brandnew42');
    type('Confirmez le nouveau mot de passe', 'brandnew42');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Ce lien n'est plus valable");
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toBeTruthy();
    cleanup();
    renderApp({ path: '/login/reset-password' });
    expect(screen.getByRole('alert').textContent).toContain('Ce lien est incomplet');
  });
});

describe('automatic login', () => {
  it('signs in with the link and goes home', async () => {
    const replace = vi.spyOn(fullPage, 'replace').mockImplementation(() => undefined);
    const api = new FakeApi();
    api.addCustomer('jeanne@example.fr', 'secret123');
    renderApp({ path: '/autoconnect/good-autoconnect-token-123', api });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(api.callsTo('/security/autoconnect')).toHaveLength(1);
    expect(document.cookie).toContain('auth._token.customLocal=');
  });

  it('explains a dead link', async () => {
    renderApp({ path: '/autoconnect/spent-token-1234567' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Ce lien de connexion n'est plus valable. Connectez-vous avec votre adresse e-mail et votre mot de passe.",
    );
  });
});
