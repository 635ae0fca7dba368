import { bearer, type Call, type Download } from './contract-call';
import { ACCOUNT } from './contract/account';
import { ORDERS } from './contract/orders';
import type {
  TAccountDeletion,
  TEmailChange,
  TPasswordChange,
  TProfileUpdate,
} from './schemas/account-area';

/** The account area's calls (journey sections 2 and 7); each takes the access token. */
export function accountAreaCalls(call: Call, download: Download) {
  const signedIn = (token: string) => ({ headers: bearer(token) });
  return {
    updateProfile: (token: string, body: TProfileUpdate) =>
      call(ACCOUNT.updateProfile, { ...signedIn(token), body }),
    /** Ends the customer's other sessions; this one stays signed in. */
    changePassword: (token: string, body: TPasswordChange) =>
      call(ACCOUNT.changePassword, { ...signedIn(token), body }),
    changeEmail: (token: string, body: TEmailChange) =>
      call(ACCOUNT.changeEmail, { ...signedIn(token), body }),
    vouchers: (token: string) => call(ACCOUNT.vouchers, signedIn(token)),
    activateGiftCard: (token: string, code: string) =>
      call(ACCOUNT.activateGiftCard, { ...signedIn(token), body: { code } }),
    orderBill: (token: string, orderId: number) =>
      download(ORDERS.orderBill, { ...signedIn(token), params: { orderId } }),
    orderPurchaseOrder: (token: string, orderId: number) =>
      download(ORDERS.orderPurchaseOrder, { ...signedIn(token), params: { orderId } }),
    exportAccount: (token: string) => download(ACCOUNT.exportAccount, signedIn(token)),
    /** Closes the account: orders stay, anonymised; every session ends. */
    deleteAccount: (token: string, body: TAccountDeletion) =>
      call(ACCOUNT.deleteAccount, { ...signedIn(token), body }),
  };
}

export type AccountAreaCalls = ReturnType<typeof accountAreaCalls>;
