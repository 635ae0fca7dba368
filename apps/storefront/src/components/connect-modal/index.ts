/**
 * The connect modal: invites a guest to log in or create an account, then brings them back.
 *
 * - Open it from any client component: `useConnectModal.getState().open('review')`, or
 *   `const open = useConnectModal((s) => s.open)` in a component. Reasons: 'wishlist', 'review'
 *   (each has its own text); `close()` closes it.
 * - Its links go to the checkout app's localized /login (mode=connection or subscription) with
 *   `redirect` set to the current page, so the shopper lands back where they were.
 * - One `<ConnectModal/>` is mounted by the store layout (app/[store]/[locale]/layout.tsx);
 *   never mount a second one.
 */
export { ConnectModal, type ConnectModalProps } from './connect-modal';
export { useConnectModal, type ConnectReason } from './connect-modal-store';
