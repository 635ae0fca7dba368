// Tokens of the `filters` string, cut exactly as Algolia's own validator
// (algolia-filters-js-syntax-validator) cuts them: only spaces separate, keywords are upper-case
// whole words, a number is digits with an optional leading "-" and at most one ".".

export type TokenType =
  | 'string'
  | 'number'
  | 'emptyString'
  | 'incompleteString'
  | 'error'
  | ':'
  | 'TO'
  | '('
  | ')'
  | 'OR'
  | 'AND'
  | 'NOT'
  | 'end'
  | '<'
  | '>'
  | ','
  | 'operator';

export interface Token {
  type: TokenType;
  value: string;
  /** Column (0-based) as Algolia reports it in error messages. */
  at: number;
  /** Characters the token spans in the input. */
  length: number;
}

/** How Algolia's messages name each token ("Unexpected token ':' expected ')' at col 28"). */
export const TOKEN_NAMES: Record<TokenType, string> = {
  string: 'string',
  number: 'numeric',
  emptyString: 'empty string',
  incompleteString: 'incomplete string',
  error: '!',
  ':': "':'",
  TO: "'TO'",
  '(': "'('",
  ')': "')'",
  OR: "'OR'",
  AND: "'AND'",
  NOT: "'NOT'",
  end: 'end of filter',
  '<': '<',
  '>': '>',
  ',': ',',
  operator: 'numeric operator',
};

const SEPARATORS = new Set([' ', '(', ')', '<', '>', '=', '!', ':', "'", '"']);
const KEYWORDS = new Set(['OR', 'TO', 'NOT', 'AND']);
const NUMBER = /^-?[0-9]*(\.[0-9]*)?$/;

function quoted(input: string, at: number): Token {
  const quote = input[at]!;
  let escaped = false;
  for (let i = at + 1; i < input.length; i++) {
    if (input[i] === quote && !escaped) {
      // The validator reports an empty string at its closing quote.
      if (i === at + 1) return { type: 'emptyString', value: '', at: at + 1, length: 2 };
      const value = input.slice(at + 1, i).replace(/\\(.)/g, '$1');
      return { type: 'string', value, at, length: i - at + 1 };
    }
    escaped = input[i] === '\\' ? !escaped : false;
  }
  return { type: 'incompleteString', value: input.slice(at + 1), at, length: input.length - at };
}

function word(input: string, at: number): Token {
  let end = at;
  while (end < input.length && !SEPARATORS.has(input[end]!)) end++;
  const value = input.slice(at, end);
  const length = end - at;
  if (KEYWORDS.has(value)) return { type: value as TokenType, value, at, length };
  // The validator's number test: a "." is allowed once, never first.
  const isNumber = NUMBER.test(value) && value[0] !== '.';
  return { type: isNumber ? 'number' : 'string', value, at, length };
}

function token(input: string, at: number): Token {
  const c = input[at]!;
  const next = input[at + 1];
  const op = (value: string, type: TokenType = 'operator'): Token => ({
    type,
    value,
    at,
    length: value.length,
  });
  if (c === '=') return op('=');
  if (c === '<') return next === '=' ? op('<=') : op('<', '<');
  if (c === '>') return next === '=' ? op('>=') : op('>', '>');
  if (c === '!') return next === '=' ? op('!=') : op('!', 'error');
  if (c === '(' || c === ')' || c === ':' || c === ',') return op(c, c);
  if (c === '"' || c === "'") return quoted(input, at);
  return word(input, at);
}

export function lex(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  for (;;) {
    while (input[i] === ' ') i++;
    if (i >= input.length) break;
    const t = token(input, i);
    tokens.push(t);
    if (t.type === 'error') return tokens; // the validator stops lexing there
    i += t.length;
  }
  tokens.push({ type: 'end', value: '', at: input.length, length: 0 });
  return tokens;
}
