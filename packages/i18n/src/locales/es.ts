import type { Messages } from '../bundle';
import { bundle } from '../bundle';
import accountArea from '../messages/account-area/es.json';
import account from '../messages/account/es.json';
import delivery from '../messages/delivery/es.json';
import documents from '../messages/documents/es.json';
import shell from '../messages/es.json';
import orders from '../messages/orders/es.json';
import payment from '../messages/payment/es.json';
import purchase from '../messages/purchase/es.json';
import returns from '../messages/returns/es.json';
import vouchers from '../messages/vouchers/es.json';

/** The texts of the `es` pages; typed as the French bundle, so no key can go missing. */
const es: Messages = bundle(shell, {
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
export default es;
