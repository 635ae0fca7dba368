// algolia-filters-js-syntax-validator ships no types: the part the cross-check uses.
declare module 'algolia-filters-js-syntax-validator' {
  export default class Parser {
    parse(input: string): { errorMessage: string };
  }
}
