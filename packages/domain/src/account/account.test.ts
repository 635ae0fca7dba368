import { describe, expect, it } from 'vitest';
import {
  customerDisplayName,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  validateLogin,
  validateNewPassword,
  validatePasswordChange,
  validateResetRequest,
  validateSignUp,
} from './account';

describe('e-mail', () => {
  it.each(['a@b.co', 'jeanne.dupont+shop@example.fr', '  padded@example.com  '])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', 'a@.fr', 'a@b.', 'a b@c.fr', 'a@@b.fr', '@b.fr', 42, null])(
    'refuses %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
  it('refuses an address longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.fr`)).toBe(false);
  });
  it('normalises case and spaces', () => {
    expect(normalizeEmail('  Jeanne@Example.FR ')).toBe('jeanne@example.fr');
  });
});

describe('password rule', () => {
  it.each(['abcdefg1', 'Passw0rd', 'élève123', '1234567a'])('accepts %s', (password) =>
    expect(isValidPassword(password)).toBe(true),
  );
  it.each(['abc1234', 'abcdefgh', '12345678', '', 'a1'.repeat(65)])('refuses %s', (password) =>
    expect(isValidPassword(password)).toBe(false),
  );
});

describe('sign-up', () => {
  const good = {
    lastName: 'Dupont',
    firstName: 'Jeanne',
    email: 'jeanne@example.fr',
    password: 'secret123',
  };
  it('accepts a complete form', () => {
    expect(validateSignUp(good)).toEqual({ valid: true, missingRequired: false, errors: {} });
  });
  it('names every empty field and flags the missing ones', () => {
    const result = validateSignUp({ lastName: ' ', firstName: '', email: '', password: '' });
    expect(result.valid).toBe(false);
    expect(result.missingRequired).toBe(true);
    expect(result.errors).toEqual({
      lastName: 'required',
      firstName: 'required',
      email: 'required',
      password: 'required',
    });
  });
  it('checks the e-mail and the password rule once filled in', () => {
    const result = validateSignUp({ ...good, email: 'jeanne@', password: 'short1' });
    expect(result).toEqual({
      valid: false,
      missingRequired: false,
      errors: { email: 'invalidEmail', password: 'invalidPassword' },
    });
  });
  it('refuses names over 100 characters', () => {
    expect(validateSignUp({ ...good, lastName: 'x'.repeat(101) }).errors).toEqual({
      lastName: 'tooLong',
    });
  });
});

describe('login', () => {
  it('only needs both fields', () => {
    expect(validateLogin({ username: 'x', password: 'y' }).valid).toBe(true);
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      valid: false,
      missingRequired: true,
      errors: { username: 'required', password: 'required' },
    });
  });
});

describe('password reset', () => {
  it('needs a valid e-mail', () => {
    expect(validateResetRequest('a@b.fr').valid).toBe(true);
    expect(validateResetRequest('a@b').errors).toEqual({ email: 'invalidEmail' });
    expect(validateResetRequest('').errors).toEqual({ email: 'required' });
  });
  it('needs a valid new password typed twice', () => {
    expect(validateNewPassword('secret123', 'secret123').valid).toBe(true);
    expect(validateNewPassword('secret', 'secret').errors).toEqual({ password: 'invalidPassword' });
    expect(validateNewPassword('secret123', 'secret124').errors).toEqual({
      confirmation: 'mismatch',
    });
    expect(validateNewPassword('', '').missingRequired).toBe(true);
  });
});

describe('display name', () => {
  it('is first then last name', () => {
    expect(customerDisplayName({ firstName: ' Jeanne ', lastName: 'Dupont' })).toBe(
      'Jeanne Dupont',
    );
    expect(customerDisplayName({ firstName: '', lastName: 'Dupont' })).toBe('Dupont');
  });
});

describe('password change', () => {
  const change = (oldPassword: string, newPassword: string, confirmation = newPassword) =>
    validatePasswordChange({ oldPassword, newPassword, confirmation });

  it('needs the old one, a new one following the rule, typed twice', () => {
    expect(change('old-secret1', 'new-secret2').valid).toBe(true);
    expect(change('', '', '').errors).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
      confirmation: 'required',
    });
    expect(change('old-secret1', 'short1').errors).toEqual({ newPassword: 'invalidPassword' });
    expect(change('old-secret1', 'new-secret2', 'new-secret3').errors).toEqual({
      confirmation: 'mismatch',
    });
  });

  it('refuses a new password equal to the old one', () => {
    expect(change('same-secret1', 'same-secret1').errors).toEqual({ newPassword: 'samePassword' });
  });
});
