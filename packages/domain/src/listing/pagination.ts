/**
 * The deepest page any paged list opens, counted from 1: listings (page=1000 in the URL, as
 * far as the search service pages), the order history and product reviews alike.
 */
export const MAX_PAGE = 1000;

/** Whether a page number, counted from 1, is one a list opens. */
export const isOpenablePage = (page: number) =>
  Number.isInteger(page) && page >= 1 && page <= MAX_PAGE;
