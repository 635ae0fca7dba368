import { describe, expect, it } from 'vitest';
import { validateProfile } from './profile';

const today = new Date();
const iso = (date: Date) => date.toISOString().slice(0, 10);
const good = { firstName: 'Jeanne', lastName: 'Dupont', birthday: '', phone: '' };
const check = (input: Partial<typeof good>, country = 'FR') =>
  validateProfile({ ...good, ...input }, { country, today });

describe('profile', () => {
  it('needs both names only', () => {
    expect(check({}).valid).toBe(true);
    const empty = check({ firstName: ' ', lastName: '' });
    expect(empty.errors).toEqual({ firstName: 'required', lastName: 'required' });
    expect(empty.missingRequired).toBe(true);
    expect(check({ lastName: 'x'.repeat(101) }).errors).toEqual({ lastName: 'tooLong' });
  });

  it('takes a real birthday in the past', () => {
    const yesterday = new Date(today.getTime() - 86_400_000);
    const tomorrow = new Date(today.getTime() + 86_400_000);
    expect(check({ birthday: iso(yesterday) }).valid).toBe(true);
    expect(check({ birthday: iso(tomorrow) }).errors).toEqual({ birthday: 'invalidDate' });
    expect(check({ birthday: `${today.getUTCFullYear() - 30}-02-30` }).errors).toEqual({
      birthday: 'invalidDate',
    });
    expect(check({ birthday: '1899-12-31' }).errors).toEqual({ birthday: 'invalidDate' });
    expect(check({ birthday: '12/05/1990' }).errors).toEqual({ birthday: 'invalidDate' });
  });

  it("checks the phone against the customer's country", () => {
    expect(check({ phone: '06 12 34 56 78' }).valid).toBe(true);
    expect(check({ phone: '+34 612 34 56 78' }).valid).toBe(true);
    expect(check({ phone: '0612' }).errors).toEqual({ phone: 'invalidPhone' });
    // A French mobile typed in national form is no Spanish number.
    expect(check({ phone: '06 12 34 56 78' }, 'ES').errors).toEqual({ phone: 'invalidPhone' });
  });
});
