import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchIcon, icons, type IconName } from './icons';

const meta = {
  title: 'Foundations/Icons',
  component: SearchIcon,
  args: { size: 24 },
} satisfies Meta<typeof SearchIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {(Object.keys(icons) as IconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <li
            key={name}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 8,
              padding: 16,
              border: '1px solid var(--color-border)',
              fontSize: 12,
              color: 'var(--color-text-muted)',
            }}
          >
            <Icon {...args} style={{ color: 'var(--color-text)' }} />
            {name}
          </li>
        );
      })}
    </ul>
  ),
};

export const InAccent: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, color: 'var(--color-accent)' }}>
      {Object.values(icons).map((Icon) => (
        <Icon key={Icon.displayName} {...args} />
      ))}
    </div>
  ),
};
