// The `fr` texts in parts: the shell's keys, then each area's (bundle.ts joins them).
export { default as shell } from '../messages/fr.json';
export { default as account } from '../messages/account/fr.json';
export { default as accountArea } from '../messages/account-area/fr.json';
export { default as delivery } from '../messages/delivery/fr.json';
export { default as documents } from '../messages/documents/fr.json';
export { default as orders } from '../messages/orders/fr.json';
export { default as payment } from '../messages/payment/fr.json';
export { default as purchase } from '../messages/purchase/fr.json';
export { default as returns } from '../messages/returns/fr.json';
export { default as vouchers } from '../messages/vouchers/fr.json';
