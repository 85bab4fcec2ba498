// Security headers for every page and file the shop serves. One list, shared by the Node server
// (serve.ts: static files, prerendered pages, its own 400 answers) and Astro's middleware
// (src/middleware.ts: rendered pages and the API). The script policy is the CSP <meta> Astro writes
// with hashes of its inline scripts (astro.config.mjs `security.csp`); this header adds what a
// <meta> cannot carry. The deployment configs (nginx, a static host's `_headers`) are generated
// from this same list at build time (src/build/deploy-config.ts), so they cannot drift from it.
import type { ServerResponse } from 'node:http';

/** The headers every page and file gets. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/** Sets each header the answer does not have yet (the API's own, stricter policy stays). */
export function applySecurityHeaders(target: Headers | ServerResponse): void {
  const headers =
    'hasHeader' in target
      ? { get: (name: string) => target.getHeader(name), has: (name: string) => target.hasHeader(name), set: (name: string, value: string) => void target.setHeader(name, value) }
      : { get: (name: string) => target.get(name), has: (name: string) => target.has(name), set: (name: string, value: string) => target.set(name, value) };
  // Astro sends its hashed policy as a header on rendered pages: add what it leaves out.
  const csp = headers.get('content-security-policy');
  if (typeof csp === 'string' && csp && !/frame-ancestors/.test(csp)) {
    headers.set('content-security-policy', `${csp.trim().replace(/;?$/, ';')} frame-ancestors 'none'`);
  }
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}
