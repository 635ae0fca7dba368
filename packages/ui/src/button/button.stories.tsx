import type { Meta, StoryObj } from '@storybook/react-vite';
import { BagIcon, CloseIcon, HeartFilledIcon, HeartIcon, SearchIcon } from '../icons';
import { Button, IconButton } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Ajouter au panier', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Voir le panier' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Continuer mes achats' } };

export const WithIcon: Story = { args: { iconStart: <BagIcon /> } };

export const Loading: Story = { args: { loading: true, loadingLabel: 'Ajout en cours' } };

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Valider mon panier' },
  parameters: { layout: 'padded' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} size="md">
        Moyen
      </Button>
      <Button {...args} size="lg">
        Grand
      </Button>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['primary', 'secondary', 'ghost'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Button variant={variant}>Ajouter au panier</Button>
          <Button variant={variant} iconStart={<BagIcon />}>
            Avec icône
          </Button>
          <Button variant={variant} loading loadingLabel="Chargement">
            Chargement
          </Button>
          <Button variant={variant} disabled>
            Désactivé
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <IconButton label="Rechercher" icon={<SearchIcon />} />
      <IconButton label="Ajouter aux favoris" icon={<HeartIcon />} pressed={false} />
      <IconButton label="Retirer des favoris" icon={<HeartFilledIcon />} pressed />
      <IconButton label="Fermer" icon={<CloseIcon />} />
      <IconButton label="Chargement" icon={<HeartIcon />} loading />
      <div style={{ padding: 12, background: '#cfd8d2' }}>
        <IconButton label="Ajouter aux favoris" icon={<HeartIcon />} variant="surface" />
      </div>
    </div>
  ),
};
