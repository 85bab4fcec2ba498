// The budgets of DESIGN.md section 8, as numbers the bench checks.

/** Lighthouse: every run, not just the median, must reach these (performance 100 is the aim). */
export const LIGHTHOUSE = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/**
 * Pages whose Lighthouse scores are budgeted, and in which categories. DESIGN.md section 8 names
 * home, a product page, the product list and a static content page (/faq); a category page is a
 * product list too. /cart is measured as well (issue 8 lists it), as a signed-in shopper: its
 * accessibility and best practices are budgeted; its performance is reported but not budgeted, as it
 * is not one of DESIGN's pages (a private page, rendered by a React island once the session is
 * checked); its SEO is not budgeted either, since it says noindex.
 */
export const LIGHTHOUSE_BUDGETED = {
  home: ['performance', 'accessibility', 'bestPractices', 'seo'],
  productsList: ['performance', 'accessibility', 'bestPractices', 'seo'],
  product: ['performance', 'accessibility', 'bestPractices', 'seo'],
  category: ['performance', 'accessibility', 'bestPractices', 'seo'],
  faq: ['performance', 'accessibility', 'bestPractices', 'seo'],
  cart: ['accessibility', 'bestPractices'],
};

/**
 * JavaScript on a static content page: at most the React runtime plus this, gzip bytes. The page
 * is allowed the React runtime whether or not it loads it, so the check is on its whole JS:
 * total ≤ the build's React runtime + 15 KB (a page without React may spend up to that too).
 */
export const STATIC_PAGE_EXTRA_JS = 15 * 1024;
/** CSS per page, gzip bytes. */
export const CSS_PER_PAGE = 20 * 1024;

/** Static content pages: they may hydrate the layout's islands and nothing else (home has product strips with cart buttons). */
export const STATIC_CONTENT_PAGES = ['/aboutUs', '/resources', '/policies', '/help', '/faq', '/terms', '/contact'];

/** Server, on a 2-core machine at 50 connections: p99 under this, and no errors. */
export const SERVER_P99_MS = 50;
/** Targets whose p99 is budgeted (the product list is measured and must be error-free). */
export const SERVER_P99_TARGETS = ['product', 'apiProducts'];
