// Security headers for every page and file the shop serves. Plain JavaScript so the Node server
// (src/server/http/serve.mjs, for static files) and Astro's middleware (src/middleware.ts, for
// rendered pages) share one list. The script policy is the CSP <meta> Astro writes with hashes of
// its inline scripts (astro.config.mjs `security.csp`); this header adds what a <meta> cannot carry.

/** @type {Readonly<Record<string, string>>} */
export const PAGE_SECURITY_HEADERS = Object.freeze({
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/**
 * Sets each header the answer does not have yet (the API's own, stricter policy stays).
 * @param {{ has(name: string): boolean, set(name: string, value: string): void } | import('node:http').ServerResponse} target
 */
export function applySecurityHeaders(target) {
  const get = (name) => ('hasHeader' in target ? target.getHeader(name) : target.get(name));
  const set = (name, value) => ('hasHeader' in target ? target.setHeader(name, value) : target.set(name, value));
  // Astro sends its hashed policy as a header on rendered pages: add what it leaves out.
  const csp = get('content-security-policy');
  if (typeof csp === 'string' && csp && !/frame-ancestors/.test(csp)) {
    set('content-security-policy', `${csp.trim().replace(/;?$/, ';')} frame-ancestors 'none'`);
  }
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) {
    if ('hasHeader' in target) {
      if (!target.hasHeader(name)) target.setHeader(name, value);
    } else if (!target.has(name)) target.set(name, value);
  }
}
