import { UNKNOWN_ERROR_CODE, type PaymentErrorCode } from '@shop/domain/payment-errors';

/**
 * Stripe's decline codes and card error codes (docs.stripe.com/declines/codes and
 * /error-codes) → the shop's provider error codes, in one table. The decline code says more
 * than the error code, so it is looked up first; anything unlisted is the unknown error.
 */
const STRIPE_CODES: Record<string, PaymentErrorCode> = {
  generic_decline: '4000001',
  card_declined: '4000001',
  insufficient_funds: '4000002',
  incorrect_number: '4000003',
  invalid_number: '4000003',
  expired_card: '4000004',
  incorrect_cvc: '4000005',
  invalid_cvc: '4000005',
  security_violation: '4000006',
  fraudulent: '4000007',
  authentication_required: '4000008',
  card_velocity_exceeded: '4000009',
  withdrawal_count_limit_exceeded: '4000009',
  card_not_supported: '4000010',
  invalid_expiry_month: '4000011',
  invalid_expiry_year: '4000011',
  lost_card: '4000012',
  stolen_card: '4000012',

  do_not_honor: '4010101',
  do_not_try_again: '4010101',
  call_issuer: '4010102',
  approve_with_id: '4010102',
  pickup_card: '4010103',
  restricted_card: '4010104',
  transaction_not_allowed: '4010105',
  not_permitted: '4010105',
  service_not_allowed: '4010105',
  invalid_account: '4010106',
  new_account_information_available: '4010108',
  pin_try_exceeded: '4010109',
  incorrect_pin: '4010109',
  invalid_pin: '4010109',
  offline_pin_required: '4010109',
  online_or_offline_pin_required: '4010109',
  revocation_of_authorization: '4010110',
  revocation_of_all_authorizations: '4010110',
  stop_payment_order: '4010110',
  card_decline_rate_limit_exceeded: '4010111',
  currency_not_supported: '4010112',

  payment_intent_authentication_failure: '4010201',
  setup_intent_authentication_failure: '4010201',

  processing_error: '4010301',
  issuer_not_available: '4010302',
  try_again_later: '4010303',
  duplicate_transaction: '4010304',
  invalid_amount: '4010305',
  amount_too_small: '4010306',
  amount_too_large: '4010307',
  reenter_transaction: '4010308',
  no_action_taken: '4010308',
  merchant_blacklist: '4010309',
  testmode_decline: '4010310',
};

export function shopErrorCode(
  declineCode: string | null | undefined,
  code: string | null | undefined,
): PaymentErrorCode {
  return (
    (declineCode ? STRIPE_CODES[declineCode] : undefined) ??
    (code ? STRIPE_CODES[code] : undefined) ??
    UNKNOWN_ERROR_CODE
  );
}
