import type { Messages } from '../bundle';
import { bundle } from '../bundle';
import accountArea from '../messages/account-area/nl.json';
import account from '../messages/account/nl.json';
import delivery from '../messages/delivery/nl.json';
import documents from '../messages/documents/nl.json';
import shell from '../messages/nl.json';
import orders from '../messages/orders/nl.json';
import payment from '../messages/payment/nl.json';
import purchase from '../messages/purchase/nl.json';
import returns from '../messages/returns/nl.json';
import vouchers from '../messages/vouchers/nl.json';

/** The texts of the `nl` pages; typed as the French bundle, so no key can go missing. */
const nl: Messages = bundle(shell, {
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
export default nl;
