// The whole terms that also stand for each query word through Algolia's splitting and
// concatenation, so that highlighting marks the words that made a record match.
import type { TextIndex } from './text-index';
import type { QueryWord } from './text';

export function withAlternatives(
  index: TextIndex,
  words: QueryWord[],
  concatenate: boolean,
): QueryWord[] {
  const alternatives = words.map((word): string[] => {
    const split = index.splitOf(word);
    if (!split) return [];
    const at = split[2];
    return [word.normalized.slice(0, at), word.normalized.slice(at)];
  });
  for (let i = 0; concatenate && i + 1 < words.length; i++) {
    const joined = words[i]!.normalized + words[i + 1]!.normalized;
    if (index.termId(joined) === undefined) continue;
    alternatives[i]!.push(joined);
    alternatives[i + 1]!.push(joined);
  }
  return words.map((word, i) =>
    alternatives[i]!.length > 0 ? { ...word, alternatives: alternatives[i] } : word,
  );
}
