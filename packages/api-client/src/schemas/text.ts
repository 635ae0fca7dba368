import { z } from 'zod';

/**
 * The one string schema every field uses. PostgreSQL refuses NUL in text (a 500 before this),
 * and no shopper types the other control characters; they only serve to fool logs, e-mails and
 * comparisons. Free text keeps tab and line breaks (`zText`); one-line values (e-mails, names,
 * codes, passwords) refuse every control character (`zLine`).
 */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_SPACING = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

const refusing = (pattern: RegExp) =>
  z.string().refine((value) => !pattern.test(value), {
    message: 'control characters are not allowed',
    abort: true,
  });

/** Text that may hold tabs and line breaks (messages, comments, content). */
export const zText = () => refusing(CONTROL_BUT_SPACING);

/** A one-line value: no control character at all. */
export const zLine = () => refusing(ANY_CONTROL);
