import type { Messages } from '../bundle';
import { bundle } from '../bundle';
import accountArea from '../messages/account-area/de.json';
import account from '../messages/account/de.json';
import shell from '../messages/de.json';
import delivery from '../messages/delivery/de.json';
import documents from '../messages/documents/de.json';
import orders from '../messages/orders/de.json';
import payment from '../messages/payment/de.json';
import purchase from '../messages/purchase/de.json';
import returns from '../messages/returns/de.json';
import vouchers from '../messages/vouchers/de.json';

/** The texts of the `de` pages; typed as the French bundle, so no key can go missing. */
const de: Messages = bundle(shell, {
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
export default de;
