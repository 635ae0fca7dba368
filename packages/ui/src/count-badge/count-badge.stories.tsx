import type { Meta, StoryObj } from '@storybook/react-vite';
import { BagIcon } from '../icons';
import { CountBadge, type CountBadgeProps } from './count-badge';

const meta = {
  title: 'Components/CountBadge',
  component: CountBadge,
  args: { count: 2 },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the headers place it: on the top-right corner of a 44 px icon link that says the count. */
function OnBasketIcon(args: CountBadgeProps) {
  return (
    <a
      href="#basket"
      aria-label={`Panier, ${args.count} articles`}
      style={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 44,
        minHeight: 44,
        color: 'inherit',
      }}
    >
      <BagIcon size={22} />
      <CountBadge {...args} />
    </a>
  );
}

export const Default: Story = { render: OnBasketIcon };

/** Two digits widen the pill. */
export const Many: Story = { args: { count: 12 }, render: OnBasketIcon };

/** Zero: the icon alone. */
export const Empty: Story = { args: { count: 0 }, render: OnBasketIcon };
