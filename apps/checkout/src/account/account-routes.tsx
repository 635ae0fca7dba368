import type { RouteObject } from 'react-router';
import { PAGE_PATHS } from '../page-paths';
import { AccountPage } from './AccountPage';
import { AddressBookPage } from './addresses/AddressBookPage';
import { AddressEditPage } from './addresses/AddressEditPage';
import { CardBookPage } from './cards/CardBookPage';
import { HistoryPage } from './history/HistoryPage';
import { OrderDetailPage } from './history/OrderDetailPage';
import { IdentityPage } from './identity/IdentityPage';
import { AccountLayout } from './layout/AccountLayout';
import { PrivacyPage } from './privacy/PrivacyPage';
import { ProfilePage } from './profile/ProfilePage';
import { RequireCustomer } from './RequireCustomer';
import { ReturnRequestPage } from './returns/ReturnRequestPage';
import { ReturnViewPage } from './returns/ReturnViewPage';
import { SubscriptionsPage } from './subscriptions/SubscriptionsPage';
import { GiftCardActivationPage } from './vouchers/GiftCardActivationPage';
import { VouchersPage } from './vouchers/VouchersPage';

/**
 * The account area (journey section 2): every page needs sign-in (a guest goes to /login and
 * comes back), in the shop's layout rather than the checkout's.
 */
export const accountRoutes: RouteObject = {
  element: <AccountLayout />,
  children: [
    {
      element: <RequireCustomer />,
      children: [
        { path: PAGE_PATHS.account, element: <AccountPage /> },
        { path: PAGE_PATHS.accountProfile, element: <ProfilePage /> },
        { path: PAGE_PATHS.accountIdentity, element: <IdentityPage /> },
        { path: PAGE_PATHS.addressBook, element: <AddressBookPage /> },
        { path: PAGE_PATHS.addressBookEntry, element: <AddressEditPage /> },
        { path: PAGE_PATHS.cardBook, element: <CardBookPage /> },
        { path: PAGE_PATHS.orderHistory, element: <HistoryPage /> },
        { path: PAGE_PATHS.order, element: <OrderDetailPage /> },
        { path: PAGE_PATHS.returnRequest, element: <ReturnRequestPage /> },
        { path: PAGE_PATHS.returnView, element: <ReturnViewPage /> },
        { path: PAGE_PATHS.vouchers, element: <VouchersPage /> },
        { path: PAGE_PATHS.giftCardActivation, element: <GiftCardActivationPage /> },
        { path: PAGE_PATHS.subscriptions, element: <SubscriptionsPage /> },
        { path: PAGE_PATHS.privacy, element: <PrivacyPage /> },
      ],
    },
  ],
};
