// Plain HTTP beside the shop's own HTTPS (HTTP_REDIRECT_PORT, decision 106): a shopper who types
// the shop's name, or follows an old http:// link, is sent to the same page at SITE_URL; with
// ACME_WEBROOT, a certificate authority's HTTP-01 challenges are answered from certbot's webroot,
// so a certificate renews while the shop runs (`certbot certonly --webroot -w ACME_WEBROOT`).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A challenge's address: the token is base64url (RFC 8555), so it never names another folder. */
const CHALLENGE = /^\/\.well-known\/acme-challenge\/([A-Za-z0-9_-]{1,255})$/;

export type RedirectSettings = {
  /** The shop's public https address (SITE_URL): only its origin is used, never the request's Host. */
  siteUrl: string;
  /** certbot's webroot: challenges are read from `<webroot>/.well-known/acme-challenge/<token>`. */
  acmeWebroot?: string;
};

/** The plain-HTTP port's listener: a challenge's file, or a permanent redirect to the https address. */
export function createRedirectListener({ siteUrl, acmeWebroot }: RedirectSettings) {
  const origin = new URL(siteUrl).origin;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const reading = req.method === 'GET' || req.method === 'HEAD';
    // Only the path and query are kept: an absolute-form target (`GET http://elsewhere/`) or a
    // path starting `//` cannot send the shopper to another host.
    const asked = parseTarget(req.url ?? '/');
    const token = acmeWebroot && reading ? CHALLENGE.exec(asked.pathname)?.[1] : undefined;
    if (token) {
      const key = await readFile(join(acmeWebroot!, '.well-known', 'acme-challenge', token)).catch(() => null);
      res.writeHead(key ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : (key ?? 'No such challenge.\n'));
      return;
    }
    const location = `${origin}${asked.pathname}${asked.search}`;
    // 308 keeps a form's method and body; browsers follow 301 with a GET, which is what it is.
    res.writeHead(reading ? 301 : 308, { location, 'content-type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : `This shop is at ${location}\n`);
  };
}

/** The request target's path and query; `/` for one that cannot be read. */
function parseTarget(url: string): { pathname: string; search: string } {
  try {
    const parsed = new URL(url, 'http://target.invalid');
    return { pathname: parsed.pathname, search: parsed.search };
  } catch {
    return { pathname: '/', search: '' };
  }
}
