// The `filters` string, parsed to the normal form every filter parameter shares: an AND of
// single-kind OR groups. The grammar is the one of Algolia's own validator
// (algolia-filters-js-syntax-validator); anything else is a 400, as Algolia answers.
import { badRequest } from '../errors';
import type { Clause, Cnf, Literal, NumericOp } from './filters';

type Token =
  | { type: '(' | ')' | ':' | 'AND' | 'OR' | 'NOT' | 'TO'; at: number }
  | { type: 'op'; op: NumericOp; at: number }
  | { type: 'word'; value: string; quoted: boolean; at: number };

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);

function lex(input: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /\s+|(<=|>=|!=|<|>|=)|([():])|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\s():<>=!"']+)/gy;
  let match: RegExpExecArray | null;
  while (re.lastIndex < input.length) {
    const at = re.lastIndex;
    match = re.exec(input);
    if (!match) throw badRequest(`filters: unexpected character "${input[at]}" at position ${at}`);
    const [, op, punct, dq, sq, word] = match;
    if (op) tokens.push({ type: 'op', op: op as NumericOp, at });
    else if (punct) tokens.push({ type: punct as '(' | ')' | ':', at });
    else if (dq !== undefined || sq !== undefined) {
      tokens.push({ type: 'word', value: (dq ?? sq)!.replace(/\\(.)/g, '$1'), quoted: true, at });
    } else if (word !== undefined) {
      if (KEYWORDS.has(word)) tokens.push({ type: word as 'AND' | 'OR' | 'NOT' | 'TO', at });
      else tokens.push({ type: 'word', value: word, quoted: false, at });
    }
  }
  return tokens;
}

type Node = { and: Node[] } | { or: Node[] } | { literal: Literal };

const kindOf = (l: Literal): string => (l.kind === 'range' ? 'numeric' : l.kind);

export function parseFilters(input: string): Cnf {
  const tokens = lex(input);
  if (tokens.length === 0) return [];
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const describe = (t: Token | undefined): string =>
    t
      ? `"${t.type === 'word' ? t.value : t.type === 'op' ? t.op : t.type}" at position ${t.at}`
      : 'end of input';
  const fail = (expected: string): never => {
    throw badRequest(`filters: expected ${expected} but found ${describe(peek())}`);
  };
  const word = (expected: string): string => {
    const t = peek();
    if (t?.type !== 'word') return fail(expected);
    pos++;
    return t.value;
  };
  const number = (expected: string): number => {
    const value = Number(word(expected));
    if (!Number.isFinite(value)) throw badRequest(`filters: ${expected} must be a number`);
    return value;
  };

  const predicate = (negated: boolean): Literal => {
    const first = word('an attribute or a value');
    const next = peek();
    if (next?.type === ':') {
      pos++;
      const value = word(`a value after "${first}:"`);
      if (peek()?.type === 'TO') {
        pos++;
        const low = Number(value);
        const high = number(`the upper bound of ${first}`);
        if (!Number.isFinite(low))
          throw badRequest(`filters: the lower bound of ${first} must be a number`);
        return { kind: 'range', attr: first, low, high, negated };
      }
      if (first === '_tags') return { kind: 'tag', value, negated };
      return { kind: 'facet', attr: first, value, negated };
    }
    if (next?.type === 'op') {
      pos++;
      return {
        kind: 'numeric',
        attr: first,
        op: next.op,
        value: number(`the value compared to ${first}`),
        negated,
      };
    }
    return { kind: 'tag', value: first, negated };
  };

  const term = (): Node => {
    const t = peek();
    if (t?.type === '(') {
      pos++;
      const inner = and();
      if (peek()?.type !== ')') fail('")"');
      pos++;
      return inner;
    }
    if (t?.type === 'NOT') {
      pos++;
      if (peek()?.type === '(')
        throw badRequest('filters: NOT applies to one filter, not to a group in parentheses');
      return { literal: predicate(true) };
    }
    return { literal: predicate(false) };
  };
  const or = (): Node => {
    const parts = [term()];
    while (peek()?.type === 'OR') {
      pos++;
      parts.push(term());
    }
    return parts.length === 1 ? parts[0]! : { or: parts };
  };
  const and = (): Node => {
    const parts = [or()];
    while (peek()?.type === 'AND') {
      pos++;
      parts.push(or());
    }
    return parts.length === 1 ? parts[0]! : { and: parts };
  };

  const tree = and();
  if (pos < tokens.length) fail('AND, OR or the end of the filters');
  return toCnf(tree);
}

function toCnf(node: Node): Cnf {
  if ('literal' in node) return [[node.literal]];
  if ('and' in node) return node.and.flatMap(toCnf);
  const clause: Clause = node.or.flatMap(orLiterals);
  if (new Set(clause.map(kindOf)).size > 1) {
    throw badRequest('filters: an OR group cannot mix facet, numeric and tag filters');
  }
  return [clause];
}

function orLiterals(node: Node): Literal[] {
  if ('literal' in node) return [node.literal];
  if ('or' in node) return node.or.flatMap(orLiterals);
  throw badRequest(
    'filters: OR can only combine single filters, not AND groups: write an AND of OR groups, ' +
      'e.g. (a OR b) AND (c OR d)',
  );
}
