// The `de` texts in parts: the shell's keys, then each area's (bundle.ts joins them).
export { default as shell } from '../messages/de.json';
export { default as account } from '../messages/account/de.json';
export { default as accountArea } from '../messages/account-area/de.json';
export { default as delivery } from '../messages/delivery/de.json';
export { default as documents } from '../messages/documents/de.json';
export { default as orders } from '../messages/orders/de.json';
export { default as payment } from '../messages/payment/de.json';
export { default as purchase } from '../messages/purchase/de.json';
export { default as returns } from '../messages/returns/de.json';
export { default as vouchers } from '../messages/vouchers/de.json';
