// The budgets of DESIGN.md section 8, as numbers the bench checks.

/**
 * Lighthouse: every run, not just the median, must reach these. Performance: 100 is the aim and 95
 * the floor (DESIGN.md section 8); a run between the two is listed in the report as short of the aim.
 */
export const LIGHTHOUSE = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};
/** The aim for performance, reported for every run below it. */
export const LIGHTHOUSE_PERFORMANCE_AIM = 100;
/** First paint: Largest Contentful Paint at most this (mobile, simulated throttling), every run. */
export const LCP_MS = 1200;
/** Cumulative Layout Shift: none, every run. */
export const CLS = 0;

/**
 * Pages whose Lighthouse scores are budgeted, and in which categories. DESIGN.md section 8 names
 * home, a product page, the product list, a category page and a static content page (/faq). /cart
 * is measured as well (issue 8 lists it), as a signed-in shopper: its accessibility and best
 * practices are budgeted; its performance is reported but not budgeted, as it is not one of
 * DESIGN's pages (a private page, rendered by a React island once the session is checked); its SEO
 * is not budgeted either, since it says noindex. LCP and CLS are budgeted where performance is.
 */
export const LIGHTHOUSE_BUDGETED = {
  home: ['performance', 'accessibility', 'bestPractices', 'seo'],
  productsList: ['performance', 'accessibility', 'bestPractices', 'seo'],
  product: ['performance', 'accessibility', 'bestPractices', 'seo'],
  category: ['performance', 'accessibility', 'bestPractices', 'seo'],
  faq: ['performance', 'accessibility', 'bestPractices', 'seo'],
  cart: ['accessibility', 'bestPractices'],
};

/** JavaScript sent up front to a static content page, gzip bytes, and no React at all. */
export const STATIC_PAGE_JS = 20 * 1024;
/** CSS per page, gzip bytes. */
export const CSS_PER_PAGE = 20 * 1024;
/** A product page's HTML before compression, bytes. */
export const PRODUCT_PAGE_HTML = 40 * 1024;

/** Static content pages: they may hydrate the layout's islands and nothing else (home has product strips with cart buttons). */
export const STATIC_CONTENT_PAGES = ['/aboutUs', '/resources', '/policies', '/help', '/faq', '/terms', '/contact'];

/*
 * One page at 50 connections (product, the product list, the API's list), served and rendered: no
 * errors, and the figures reported. DESIGN.md section 8 budgets no p99 for them: the 50 ms it once
 * asked at 50 connections is gone from it, and rendered afresh it would need about 1 ms of CPU a
 * page where the section's own budget is 4 (docs/decisions/096-the-bench-budgets-what-design-states.md).
 */

/**
 * The cost of a render: pages rendered afresh (`Cache-Control: no-cache`) by one process at 10
 * connections, at least this many a second: 4 ms of server time a product page (random products,
 * so no query is warmer than a shopper's), 5 ms a listing page.
 */
export const RENDER_CONNECTIONS = 10;
export const RENDER_MIN_RPS = { product: 250, productsList: 200, category: 200 };

/** The long tail: 50 connections for 60 s on products picked at random; p99 under this, no errors. */
export const LONG_TAIL = { connections: 50, seconds: 60, p99Ms: 100 };
/** Search with random terms drawn from product names: 10 connections, p99 under this, no timeouts. */
export const SEARCH = { connections: 10, p99Ms: 100 };

/** The server's peak memory (RSS high-water mark) through the whole bench and soak, MB. */
export const PEAK_RSS_MB = { demo: 350, grown: 600 };
/** The soak's memory is flat when it grows by less than this after warm-up (and stays under the budget). */
export const SOAK_MEMORY_GROWTH = 0.05;
