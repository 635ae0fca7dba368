import type { Messages } from '../bundle';
import { bundle } from '../bundle';
import accountArea from '../messages/account-area/en.json';
import account from '../messages/account/en.json';
import delivery from '../messages/delivery/en.json';
import documents from '../messages/documents/en.json';
import shell from '../messages/en.json';
import orders from '../messages/orders/en.json';
import payment from '../messages/payment/en.json';
import purchase from '../messages/purchase/en.json';
import returns from '../messages/returns/en.json';
import vouchers from '../messages/vouchers/en.json';

/** The texts of the `en` pages; typed as the French bundle, so no key can go missing. */
const en: Messages = bundle(shell, {
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
export default en;
