import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZSignUpRequest } from './security';
import { zLine, zText } from './text';

describe('string schemas', () => {
  it('refuse NUL and the other control characters, naming the field', () => {
    const answer = ZLoginRequest.safeParse({ _username: 'a@b.fr', _password: 'pass\u0000word1' });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.path).toEqual(['_password']);
    expect(answer.error?.issues[0]?.message).toBe('control characters are not allowed');
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'])
      expect([control, zText().safeParse(`a${control}b`).success]).toEqual([control, false]);
  });

  it('keep tab and line breaks in free text only', () => {
    expect(zText().safeParse('line one\r\n\tline two').success).toBe(true);
    expect(zLine().safeParse('line one\nline two').success).toBe(false);
    expect(zLine().safeParse('Zoë Łódź 東京 😀').success).toBe(true);
    const name = { lastName: 'Doe\n', firstName: 'J', email: 'j@d.fr', password: 'secret123' };
    expect(ZSignUpRequest.safeParse(name).error?.issues[0]?.path).toEqual(['lastName']);
  });
});
