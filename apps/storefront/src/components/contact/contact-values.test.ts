import { describe, expect, it } from 'vitest';
import {
  checkContact,
  checkContactField,
  EMPTY_CONTACT,
  type ContactValues,
} from './contact-values';

const filled: ContactValues = {
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: ' jeanne@example.fr ',
  subject: 'return',
  orderId: '',
  message: 'Je voudrais échanger une taille.',
};

describe('checkContact', () => {
  it('gives the body to send, without an empty order id', () => {
    const result = checkContact(filled);
    expect(result).toEqual({
      ok: true,
      body: {
        firstName: 'Jeanne',
        lastName: 'Dupont',
        email: 'jeanne@example.fr',
        subject: 'return',
        message: 'Je voudrais échanger une taille.',
      },
    });
    expect(checkContact({ ...filled, orderId: ' 1234 ' })).toMatchObject({
      ok: true,
      body: { orderId: '1234' },
    });
  });

  it('checks the order id as the API does: 1 to 8 digits', () => {
    for (const orderId of ['123456789', '12-34', 'A1'])
      expect(checkContactField({ ...filled, orderId }, 'orderId')).toBe('orderId');
    expect(checkContactField({ ...filled, orderId: '12345678' }, 'orderId')).toBeUndefined();
  });

  it('takes the order number of the confirmation e-mail, as typed', () => {
    expect(checkContact({ ...filled, orderId: 'de-2612-00001b ' })).toMatchObject({
      ok: true,
      body: { orderId: 'DE-2612-00001B' },
    });
  });

  it('names every empty field as required', () => {
    const result = checkContact(EMPTY_CONTACT);
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'required',
        lastName: 'required',
        email: 'required',
        subject: 'required',
        message: 'required',
      },
    });
  });

  it('tells a malformed e-mail, a short or long message and a long name apart', () => {
    expect(checkContactField({ ...filled, email: 'jeanne@' }, 'email')).toBe('email');
    expect(checkContactField({ ...filled, message: 'Trop peu' }, 'message')).toBe('messageShort');
    expect(checkContactField({ ...filled, message: 'x'.repeat(2001) }, 'message')).toBe(
      'messageLong',
    );
    expect(checkContactField({ ...filled, lastName: 'x'.repeat(101) }, 'lastName')).toBe('tooLong');
  });
});
