import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, TextField } from './field';
import { PasswordField } from './password-field';

/** The texts the control's aria-describedby points at, in order. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('is named by its label and describes nothing while valid', () => {
    render(<TextField label="Adresse e-mail" type="email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('ties the error then the hint to the input and marks it invalid', () => {
    render(
      <TextField
        label="Mot de passe"
        hint="8 caractères minimum"
        error="Mot de passe trop court."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mot de passe' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['Mot de passe trop court.', '8 caractères minimum']);
    // Without a summary message elsewhere the form asks for it: not announced by default.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the error when asked to', () => {
    render(<TextField label="E-mail" error="E-mail incorrect" announceError />);
    expect(screen.getByRole('alert').textContent).toBe('E-mail incorrect');
  });

  it('marks a required field for the eye and for screen readers, not in its name', () => {
    const { container } = render(<TextField label="Nom" required />);
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input.hasAttribute('required')).toBe(true);
    const star = container.querySelector('.ui-field__required');
    expect(star?.textContent).toBe('*');
    expect(star?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps an id it is given, for the form to point at', () => {
    render(<TextField label="Prénom" id="first-name" error="Requis" />);
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(input.id).toBe('first-name');
    expect(input.getAttribute('aria-describedby')).toBe('first-name-error');
  });

  it('passes input props and events through', () => {
    let typed = '';
    render(
      <TextField
        label="Ville"
        autoComplete="address-level2"
        onChange={(event) => (typed = event.target.value)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Ville' });
    expect(input.getAttribute('autocomplete')).toBe('address-level2');
    fireEvent.change(input, { target: { value: 'Lyon' } });
    expect(typed).toBe('Lyon');
  });

  it('renders on the server, where it has no state', () => {
    const html = renderToStaticMarkup(<TextField label="E-mail" error="Requis" hint="Aide" />);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>E-mail<\/label>/);
    expect(html).toContain('aria-invalid="true"');
  });
});

describe('Field', () => {
  it('wires any control the same way', () => {
    render(
      <Field label="Sujet" error="Choisissez un sujet." required>
        {(control) => (
          <select {...control}>
            <option value="">—</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Sujet' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.hasAttribute('required')).toBe(true);
    expect(description(select)).toEqual(['Choisissez un sujet.']);
  });
});

describe('PasswordField', () => {
  it('hides the password until asked, and says what its toggle will do', () => {
    const { container } = render(
      <PasswordField label="Mot de passe" showLabel="Afficher" hideLabel="Masquer" />,
    );
    const input = container.querySelector('input')!;
    expect(input.type).toBe('password');
    expect(screen.getByLabelText('Mot de passe')).toBe(input);
    const toggle = screen.getByRole('button', { name: 'Afficher' });
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    expect(toggle.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Masquer' }).hasAttribute('aria-pressed')).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Masquer' }));
    expect(input.type).toBe('password');
  });
});
