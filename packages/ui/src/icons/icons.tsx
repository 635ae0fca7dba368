import type { ReactNode, SVGProps } from 'react';
import { cx } from '../internal/cx';
import './icons.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; 24 by default. Any CSS length or a number of px. */
  size?: number | string;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`): label the button or
   * link around it instead.
   */
  title?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/** Line icons on a 24 px grid, 1.5 px stroke in `currentColor`. */
function createIcon(displayName: string, body: ReactNode, filled = false): IconComponent {
  function Icon({ size = 24, title, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={cx('ui-icon', className)}
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

const heartPath =
  'M12 19.5s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 8.7 5.3c1.4 0 2.6.7 3.3 1.8.7-1.1 1.9-1.8 3.3-1.8a4.2 4.2 0 0 1 4.2 4.2c0 5.6-7.5 10-7.5 10z';

export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);

export const HeartIcon = createIcon('HeartIcon', <path d={heartPath} />);

export const HeartFilledIcon = createIcon('HeartFilledIcon', <path d={heartPath} />, true);

export const BagIcon = createIcon(
  'BagIcon',
  <>
    <path d="M5 8h14l-1 12.5H6L5 8z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
);

export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c0-3.6 3.1-6 7-6s7 2.4 7 6" />
  </>,
);

export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);

export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);

export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);

export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);

export const MenuIcon = createIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);

export const HelpIcon = createIcon(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.4v.6" />
    <circle cx="12" cy="16.6" r="0.6" fill="currentColor" />
  </>,
);

export const CheckIcon = createIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);

export const TruckIcon = createIcon(
  'TruckIcon',
  <>
    <path d="M2.5 6h11v9.5h-11z" />
    <path d="M13.5 9h4l3 3.5v3h-7" />
    <circle cx="6.5" cy="17.75" r="1.75" />
    <circle cx="17" cy="17.75" r="1.75" />
  </>,
);

export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="5" y="10.5" width="14" height="9.5" rx="1.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </>,
);

export const ShieldIcon = createIcon(
  'ShieldIcon',
  <>
    <path d="M12 3l7 3v5.5c0 4.3-3 7.9-7 9.5-4-1.6-7-5.2-7-9.5V6l7-3z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);

export const ReturnIcon = createIcon(
  'ReturnIcon',
  <>
    <path d="M4.5 9H15a4.5 4.5 0 0 1 0 9H8" />
    <path d="M8 5L4.5 9 8 13" />
  </>,
);

export const GlobeIcon = createIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17" />
    <path d="M12 3.5c2.3 2.3 3.4 5.1 3.4 8.5s-1.1 6.2-3.4 8.5c-2.3-2.3-3.4-5.1-3.4-8.5s1.1-6.2 3.4-8.5z" />
  </>,
);

export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);

export const TrashIcon = createIcon(
  'TrashIcon',
  <>
    <path d="M4.5 7h15" />
    <path d="M9.5 7V4.5h5V7" />
    <path d="M6.5 7l.9 12.5h9.2L17.5 7" />
    <path d="M10.5 10.5v5.5M13.5 10.5v5.5" />
  </>,
);

export const PinIcon = createIcon(
  'PinIcon',
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);

export const CardIcon = createIcon(
  'CardIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M6.5 15h4" />
  </>,
);

export const GiftIcon = createIcon(
  'GiftIcon',
  <>
    <rect x="4" y="9" width="16" height="11" rx="1" />
    <path d="M3 9h18M12 9v11" />
    <path d="M12 9c-1.5-3.5-5.5-4-5.5-1.5C6.5 9 12 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5C17.5 9 12 9 12 9z" />
  </>,
);

export const TicketIcon = createIcon(
  'TicketIcon',
  <>
    <path d="M3.5 8.5V6h17v2.5a2.5 2.5 0 0 0 0 5V18h-17v-4.5a2.5 2.5 0 0 0 0-5z" />
    <path d="M14 6.5v2M14 11v2M14 15.5v2" />
  </>,
);

export const BellIcon = createIcon(
  'BellIcon',
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);

export const DownloadIcon = createIcon(
  'DownloadIcon',
  <>
    <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" />
    <path d="M5 19.5h14" />
  </>,
);

/** Every icon by name, for pickers and the Storybook catalogue. */
export const icons = {
  search: SearchIcon,
  heart: HeartIcon,
  'heart-filled': HeartFilledIcon,
  bag: BagIcon,
  user: UserIcon,
  close: CloseIcon,
  'chevron-down': ChevronDownIcon,
  'chevron-left': ChevronLeftIcon,
  'chevron-right': ChevronRightIcon,
  menu: MenuIcon,
  help: HelpIcon,
  check: CheckIcon,
  truck: TruckIcon,
  lock: LockIcon,
  shield: ShieldIcon,
  return: ReturnIcon,
  globe: GlobeIcon,
  plus: PlusIcon,
  minus: MinusIcon,
  trash: TrashIcon,
  pin: PinIcon,
  card: CardIcon,
  gift: GiftIcon,
  ticket: TicketIcon,
  bell: BellIcon,
  download: DownloadIcon,
} satisfies Record<string, IconComponent>;

export type IconName = keyof typeof icons;
