// The `filters` string, parsed to the normal form every filter parameter shares: an AND of OR
// groups. The rules are those of Algolia's validator (algolia-filters-js-syntax-validator),
// ported step by step so both accept the same strings: an OR group holds one kind of filter
// (facet, numeric or tag), AND inside an OR is refused (`(X AND Y) OR Z`), NOT applies to one
// filter. Messages are Algolia's, prefixed with "filters: " as the API answers them.
import { badRequest } from '../errors';
import { MAX_FILTER_DEPTH } from '../limits';
import { lex, TOKEN_NAMES, type Token, type TokenType } from './filter-lexer';
import type { Cnf, Literal, NumericOp } from './filters';

type Kind = 'none' | 'numeric' | 'facet' | 'tag';
type Node = { and: Node[] } | { or: Node[] } | { literal: Literal };

const SAME_OR: Record<Kind, string> = {
  none: '',
  numeric:
    '\nExpected a numeric filter which needs to have one of the following form:' +
    ['=10', '>10', '>=10', '<10', '<=10', '!=10', ':10 TO 20']
      .map((form) => `\n - numeric_attr_name${form}`)
      .join(''),
  facet: '\nExpected a facet filter which needs to have this form:\n - facet_name:facet_value',
  tag: '\nExpected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value',
};

const fail = (message: string): never => {
  throw badRequest(`filters: ${message}`);
};

/** The parser recurses once per parenthesis: a deep nest would overflow the stack (500). */
function tooDeep(tokens: Token[]): void {
  let depth = 0;
  for (const token of tokens) {
    if (token.type === '(') depth++;
    else if (token.type === ')') depth--;
    if (depth > MAX_FILTER_DEPTH) fail(`Too many nested parentheses at col ${token.at}`);
  }
}

export function parseFilters(input: string): Cnf {
  if (input.length === 0) return [];
  const tokens = lex(input);
  const last = tokens[tokens.length - 1]!;
  // The validator stops at a stray "!" and reports it where a filter was expected.
  if (last.type === 'error') fail(`Unexpected token ! expected filter at col ${last.at}`);
  tooDeep(tokens);
  let pos = 0;
  let kind: Kind = 'none';
  let foundAnd = false;
  let foundOr = false;

  const get = (ahead = 0): Token => tokens[Math.min(pos + ahead, tokens.length - 1)]!;
  const is = (type: TokenType): boolean => get().type === type;
  const unexpected = (t: Token, expected: string): never => {
    const shown = t.value && (t.type === 'string' || t.type === 'number') ? `(${t.value})` : '';
    const name = t.type === 'error' ? t.value : TOKEN_NAMES[t.type];
    return fail(`Unexpected token ${name}${shown} expected ${expected} at col ${t.at}`);
  };
  const expect = (type: TokenType, expected = TOKEN_NAMES[type]): Token => {
    const t = get();
    if (t.type !== type) unexpected(t, expected);
    pos++;
    return t;
  };

  /** `<score=2>` after a facet or tag filter (optional filters' scores): accepted, ignored. */
  const options = (): void => {
    if (!is('<')) return;
    pos++;
    const name = get();
    if (name.type !== 'string') unexpected(name, 'string');
    if (name.value !== 'score') unexpected(name, '"score"');
    pos++;
    if (!is('operator') || get().value !== '=') unexpected(get(), '"="');
    pos++;
    expect('number');
    expect('>');
  };

  const term = (): Node => {
    if (is('(')) {
      pos++;
      const inner = intermediate(true);
      expect(')');
      return inner;
    }
    kind = 'none';
    const negated = is('NOT');
    if (negated) pos++;
    const first = get();
    if (first.type !== 'string' && first.type !== 'number') return unexpected(first, 'filter');
    pos++;
    const attr = first.value;
    if (is('operator') || is('<') || is('>')) {
      if (is('<') && get(1).value === 'score') {
        options(); // a tag with options; the validator leaves its kind unset
        return { literal: { kind: 'tag', value: attr, negated } };
      }
      const op = get().value as NumericOp;
      pos++;
      const value = Number(expect('number').value);
      kind = 'numeric';
      return { literal: { kind: 'numeric', attr, op, value, negated } };
    }
    if (is(':')) {
      pos++;
      const value = get();
      if (value.type !== 'string' && value.type !== 'number') unexpected(value, 'string');
      pos++;
      if (value.type === 'number' && is('TO')) {
        pos++;
        const high = Number(expect('number').value);
        kind = 'numeric';
        return { literal: { kind: 'range', attr, low: Number(value.value), high, negated } };
      }
      kind = attr === '_tags' ? 'tag' : 'facet';
      options();
      if (kind === 'tag') return { literal: { kind: 'tag', value: value.value, negated } };
      return { literal: { kind: 'facet', attr, value: value.value, negated } };
    }
    kind = 'tag';
    return { literal: { kind: 'tag', value: attr, negated } };
  };

  const intermediate = (insideParentheses: boolean): Node => {
    let previous = kind; // carried into parentheses: `a:1 OR (b:2 OR c > 3)` is one OR group
    const parts = [term()];
    let joiner: 'and' | 'or' = 'or';
    for (;;) {
      if (foundOr && previous !== 'none' && kind !== previous) {
        fail(`Different types are not allowed in the same OR.${SAME_OR[previous]}`);
      }
      previous = kind;
      if (!is('OR') && !(insideParentheses && is('AND'))) break;
      if (is('AND')) foundAnd = true;
      else foundOr = true;
      if (foundOr && foundAnd) {
        fail('filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed');
      }
      joiner = is('AND') ? 'and' : 'or';
      pos++;
      parts.push(term());
    }
    if (parts.length === 1) return parts[0]!;
    return joiner === 'and' ? { and: parts } : { or: parts };
  };

  const groups: Node[] = [];
  for (;;) {
    kind = 'none';
    foundAnd = false;
    foundOr = false;
    groups.push(intermediate(false));
    if (!is('AND')) break;
    pos++;
  }
  if (!is('end')) unexpected(get(), 'end of filter');
  return groups.flatMap(toCnf);
}

function toCnf(node: Node): Cnf {
  if ('literal' in node) return [[node.literal]];
  if ('and' in node) return node.and.flatMap(toCnf);
  return [node.or.flatMap(orLiterals)];
}

/** The parser never puts an AND under an OR; parentheses around one filter are kept as is. */
function orLiterals(node: Node): Literal[] {
  if ('literal' in node) return [node.literal];
  if ('or' in node) return node.or.flatMap(orLiterals);
  return node.and.length === 1 ? orLiterals(node.and[0]!) : fail('AND inside an OR group');
}
