import { bundle } from '../bundle';
import accountArea from '../messages/account-area/fr.json';
import account from '../messages/account/fr.json';
import delivery from '../messages/delivery/fr.json';
import documents from '../messages/documents/fr.json';
import shell from '../messages/fr.json';
import orders from '../messages/orders/fr.json';
import payment from '../messages/payment/fr.json';
import purchase from '../messages/purchase/fr.json';
import returns from '../messages/returns/fr.json';
import vouchers from '../messages/vouchers/fr.json';

/** The French texts: the shop's first language, every other one's fallback and model. */
const fr = bundle(shell, {
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
export default fr;
