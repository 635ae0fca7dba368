import { describe, expect, it } from 'vitest';
import { ZContactRequest } from './schemas/contact';

const valid = {
  firstName: ' Jeanne ',
  lastName: 'Dupont',
  email: 'jeanne@example.fr',
  subject: 'delivery',
  message: 'Mon colis n’est pas arrivé.',
  botToken: 'token',
};

const fieldOf = (body: unknown) => {
  const result = ZContactRequest.safeParse(body);
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('ZContactRequest', () => {
  it('takes a complete form, trimmed, with or without an order id', () => {
    expect(ZContactRequest.parse(valid).firstName).toBe('Jeanne');
    expect(ZContactRequest.parse({ ...valid, orderId: '00012345' }).orderId).toBe('00012345');
  });

  it("takes the shop's own order numbers as the confirmation e-mail prints them", () => {
    expect(ZContactRequest.parse({ ...valid, orderId: ' fr-2612-00001b ' }).orderId).toBe(
      'FR-2612-00001B',
    );
  });

  it('names the field of an order id that is neither 1 to 8 digits nor an order number', () => {
    for (const orderId of ['', '123456789', '12a', '-1'])
      expect(fieldOf({ ...valid, orderId })).toEqual(['orderId']);
  });

  it('names every field left empty or wrong', () => {
    expect(fieldOf({ ...valid, firstName: '  ' })).toEqual(['firstName']);
    expect(fieldOf({ ...valid, email: 'jeanne@' })).toEqual(['email']);
    expect(fieldOf({ ...valid, subject: 'refund' })).toEqual(['subject']);
    expect(fieldOf({ ...valid, message: 'x'.repeat(9) })).toEqual(['message']);
    expect(fieldOf({ ...valid, message: 'x'.repeat(2001) })).toEqual(['message']);
    expect(fieldOf({ ...valid, botToken: '' })).toEqual(['botToken']);
  });
});
