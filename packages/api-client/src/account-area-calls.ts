import { z } from 'zod';
import type { DownloadedFile, RequestOptions } from './client';
import { ZCustomerProfile } from './schemas/account';
import {
  ZGiftCardActivated,
  ZVouchers,
  type TAccountDeletion,
  type TEmailChange,
  type TPasswordChange,
  type TProfileUpdate,
} from './schemas/account-area';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;
type RequestFile = (path: string, init?: RequestOptions) => Promise<DownloadedFile>;

const ZNoContent = z.undefined();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const segment = (value: string | number) => encodeURIComponent(String(value));

/** The account area's calls (journey sections 2 and 7); each takes the access token. */
export function accountAreaCalls(request: Request, requestFile: RequestFile) {
  return {
    updateProfile: (token: string, body: TProfileUpdate) =>
      request(ZCustomerProfile, '/secure/account/profile', {
        method: 'PATCH',
        body,
        headers: bearer(token),
      }),
    /** Ends the customer's other sessions; this one stays signed in. */
    changePassword: (token: string, body: TPasswordChange) =>
      request(ZNoContent, '/secure/account/password', {
        method: 'PATCH',
        body,
        headers: bearer(token),
      }),
    changeEmail: (token: string, body: TEmailChange) =>
      request(ZCustomerProfile, '/secure/account/email', {
        method: 'PATCH',
        body,
        headers: bearer(token),
      }),
    vouchers: (token: string) =>
      request(ZVouchers, '/secure/account/vouchers', { headers: bearer(token) }),
    activateGiftCard: (token: string, code: string) =>
      request(ZGiftCardActivated, '/secure/account/gift-cards', {
        method: 'POST',
        body: { code },
        headers: bearer(token),
      }),
    orderBill: (token: string, orderId: number) =>
      requestFile(`/secure/orders/${segment(orderId)}/bill`, { headers: bearer(token) }),
    orderPurchaseOrder: (token: string, orderId: number) =>
      requestFile(`/secure/orders/${segment(orderId)}/purchase-order`, {
        headers: bearer(token),
      }),
    exportAccount: (token: string) =>
      requestFile('/secure/account/export', { headers: bearer(token) }),
    /** Closes the account: orders stay, anonymised; every session ends. */
    deleteAccount: (token: string, body: TAccountDeletion) =>
      request(ZNoContent, '/secure/account/delete', {
        method: 'POST',
        body,
        headers: bearer(token),
      }),
  };
}

export type AccountAreaCalls = ReturnType<typeof accountAreaCalls>;
