/**
 * The search term rule both sides share: the storefront stops a shopper typing more (and
 * refuses a longer term in a URL with a readable page), the API refuses it with a 400.
 */
export const SEARCH_MAX_LENGTH = 100;
