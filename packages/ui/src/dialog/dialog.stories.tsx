import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { Dialog } from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Connectez-vous',
    closeLabel: 'Fermer',
    children: (
      <>
        <p>Connectez-vous ou créez votre compte pour ajouter ce produit à vos favoris.</p>
        <Button fullWidth>Me connecter</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const LongText: Story = {
  args: {
    title: 'Un titre assez long pour passer sur deux lignes',
    children: <p>{'Un texte plus long pour voir le panneau grandir. '.repeat(8)}</p>,
  },
};

/** Small print under the content, as the outlet popin has. */
export const WithFootnote: Story = {
  args: {
    title: "Accès à l'outlet",
    footnote: 'Pas encore membre ? Inscrivez-vous à la newsletter en bas de page.',
  },
};

/** A notice closed by its own button (and Escape): no close button. */
export const Notice: Story = {
  args: {
    title: 'Cookies bloqués',
    closeLabel: undefined,
    children: (
      <>
        <p>
          Votre navigateur bloque les cookies : la connexion à votre compte ne fonctionnera pas.
        </p>
        <Button>J&apos;ai compris</Button>
      </>
    ),
  },
};
