import { highlightParts } from '@shop/domain/search-box';

/** The query's words in bold inside a suggestion or product name (storefront section 5). */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.highlighted ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
