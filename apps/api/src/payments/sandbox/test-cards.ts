import {
  GENERIC_REFUSAL_CODE,
  PAYMENT_ERRORS,
  type PaymentErrorCode,
} from '@shop/domain/payment-errors';
import { withCheckDigit } from './card-input';

/**
 * The sandbox's test cards (listed in apps/api/README.md). The public numbers card providers
 * document behave here as they do there, so anyone who knows one provider knows ours; every
 * provider error code also has a number of its own: 4000 0009, the seven digits of the code,
 * then the Luhn check digit (4000 0009 4000 0021 gives 4000002, insufficient funds).
 * Any other valid number is refused as not a test card, as providers do in test mode.
 */

/** What a card does when charged: pass, ask for 3-D Secure, or be refused with a code. */
export type CardOutcome = 'succeeded' | 'three_ds' | PaymentErrorCode;

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  description: string;
}

export const NOT_A_TEST_CARD_CODE: PaymentErrorCode = '4010310';

const PUBLIC_CARDS: TestCard[] = [
  { number: '4242424242424242', outcome: 'succeeded', description: 'Visa, succeeds' },
  { number: '5555555555554444', outcome: 'succeeded', description: 'Mastercard, succeeds' },
  { number: '378282246310005', outcome: 'succeeded', description: 'American Express, succeeds' },
  { number: '4000056655665556', outcome: 'succeeded', description: 'Visa debit, succeeds' },
  { number: '4000002760003184', outcome: 'three_ds', description: 'asks for 3-D Secure' },
  { number: '4000000000003220', outcome: 'three_ds', description: 'asks for 3-D Secure 2' },
  { number: '4000000000000002', outcome: GENERIC_REFUSAL_CODE, description: 'refused' },
  { number: '4000000000009995', outcome: '4000002', description: 'insufficient funds' },
  { number: '4000000000000069', outcome: '4000004', description: 'expired card' },
  { number: '4000000000000127', outcome: '4000005', description: 'wrong security code' },
  { number: '4100000000000019', outcome: '4000007', description: 'blocked as fraudulent' },
  { number: '4000000000006975', outcome: '4000009', description: 'card limit exceeded' },
  { number: '4000000000009987', outcome: '4000012', description: 'lost card' },
  { number: '4000000000009979', outcome: '4000012', description: 'stolen card' },
  { number: '4000000000000119', outcome: '4010301', description: 'processing error' },
];

/** 4000 0009 + the code + the check digit: one number per provider error code. */
export const codeCardNumber = (code: PaymentErrorCode) => withCheckDigit(`40000009${code}`);

export const TEST_CARDS: readonly TestCard[] = [
  ...PUBLIC_CARDS,
  ...PAYMENT_ERRORS.map(({ code, key }) => ({
    number: codeCardNumber(code),
    outcome: code,
    description: `error ${code} (${key})`,
  })),
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));

/** The outcome of a card number (digits only, already Luhn-checked). */
export function testCardOutcome(number: string): CardOutcome {
  return BY_NUMBER.get(number) ?? NOT_A_TEST_CARD_CODE;
}
