import type { Messages } from '../bundle';
import { bundle } from '../bundle';
import accountArea from '../messages/account-area/it.json';
import account from '../messages/account/it.json';
import delivery from '../messages/delivery/it.json';
import documents from '../messages/documents/it.json';
import shell from '../messages/it.json';
import orders from '../messages/orders/it.json';
import payment from '../messages/payment/it.json';
import purchase from '../messages/purchase/it.json';
import returns from '../messages/returns/it.json';
import vouchers from '../messages/vouchers/it.json';

/** The texts of the `it` pages; typed as the French bundle, so no key can go missing. */
const it: Messages = bundle(shell, {
  account,
  accountArea,
  delivery,
  documents,
  orders,
  payment,
  purchase,
  returns,
  vouchers,
});
export default it;
