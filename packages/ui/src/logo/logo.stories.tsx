import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { label: 'Maison Rue' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: (args) => <Logo {...args} style={{ fontSize: 20 }} /> };

/** The sizes the headers use: phone, tablet, desktop. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[16, 18, 20].map((size) => (
        <Logo key={size} {...args} style={{ fontSize: size }} />
      ))}
    </div>
  ),
};
