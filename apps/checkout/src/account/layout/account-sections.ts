import {
  BagIcon,
  BellIcon,
  CardIcon,
  GiftIcon,
  LockIcon,
  PinIcon,
  ShieldIcon,
  TicketIcon,
  UserIcon,
  type IconComponent,
} from '@shop/ui';

export interface AccountSection {
  /** Message keys `accountArea.sections.{key}.title` and `.text`. */
  key:
    | 'profile'
    | 'identity'
    | 'addresses'
    | 'cards'
    | 'history'
    | 'vouchers'
    | 'giftCard'
    | 'subscriptions'
    | 'privacy';
  /** In-app path, relative to the router's basename. */
  to: string;
  icon: IconComponent;
}

/** Every section of the account area, in the order the welcome page and the side menu show. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { key: 'history', to: '/account/history', icon: BagIcon },
  { key: 'profile', to: '/account/modify', icon: UserIcon },
  { key: 'identity', to: '/account/modify-id', icon: LockIcon },
  { key: 'addresses', to: '/account/address-book', icon: PinIcon },
  { key: 'cards', to: '/account/card-book', icon: CardIcon },
  { key: 'vouchers', to: '/account/voucher', icon: TicketIcon },
  { key: 'giftCard', to: '/account/giftcard-activation', icon: GiftIcon },
  { key: 'subscriptions', to: '/account/subscriptions', icon: BellIcon },
  { key: 'privacy', to: '/account/privacy', icon: ShieldIcon },
];
