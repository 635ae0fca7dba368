import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, TextField } from './field';
import { PasswordField } from './password-field';

const meta = {
  title: 'Components/Field',
  component: TextField,
  args: {
    label: 'Adresse e-mail',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
  },
  // The width of a form column, as in the login page or a modal.
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { defaultValue: 'jeanne@', error: 'Adresse e-mail invalide.' },
};

/** Error and hint together: both are read with the field, the error first. */
export const Password: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <PasswordField
        label="Mot de passe"
        name="password"
        autoComplete="new-password"
        showLabel="Afficher le mot de passe"
        hideLabel="Masquer le mot de passe"
        hint="8 caractères minimum, dont au moins une lettre et un chiffre."
        error="Le mot de passe doit contenir au moins 8 caractères, dont une lettre et un chiffre."
      />
    </div>
  ),
};

/** Any control fits: here a select, wired the same way. */
export const Select: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <Field label="Sujet" required hint="Choisissez le sujet le plus proche.">
        {(control) => (
          <select {...control} className="ui-field__input" name="subject" defaultValue="">
            <option value="" disabled>
              —
            </option>
            <option value="order">Ma commande</option>
            <option value="product">Un produit</option>
          </select>
        )}
      </Field>
    </div>
  ),
};
