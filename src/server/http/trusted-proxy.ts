// Who is on the other end of a request (docs/decisions/072-behind-a-proxy.md). Behind a reverse
// proxy the socket's peer is the proxy; the shopper's address, protocol and host arrive in
// X-Forwarded-For/-Proto/-Host, which anybody can write. TRUST_PROXY names the hops allowed to
// write them (the Express convention, compiled by proxy-addr, the library Express uses); with it
// off, those headers are ignored and the socket is the whole truth.
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Whether the hop at `addr`, `i` hops from this server (0 = the socket's peer), may speak for the client. */
export type TrustProxy = (addr: string, i: number) => boolean;

/** The one answer per request: read by the origin checks, cookies, rate limits and logs. */
export type ClientConnection = {
  /** The shopper's address: the socket's peer, or behind trusted hops the rightmost untrusted X-Forwarded-For entry. */
  address: string;
  /** The protocol the shopper used (X-Forwarded-Proto from a trusted peer, else the socket's). */
  protocol: 'http' | 'https';
  /** The host (and port) the shopper asked for (X-Forwarded-Host from a trusted peer, else Host). */
  host: string;
  /** `protocol://host`: what a same-site browser sends as Origin. */
  origin: string;
};

const OFF = new Set(['off', 'false', '0']);

/**
 * Compiles a TRUST_PROXY value: `off` (or unset) → null; a hop count `n` → the `n` hops nearest
 * the server; otherwise a comma-separated list of addresses, CIDR ranges (`10.0.0.0/8`) and
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Throws a readable error for
 * anything else, so a typo stops the server at start-up instead of trusting the wrong hops.
 */
export function compileTrustProxy(value: string | undefined): TrustProxy | null {
  const setting = (value ?? '').trim().toLowerCase();
  if (setting === '' || OFF.has(setting)) return null;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (!Number.isSafeInteger(hops)) throw new Error(`a hop count must be a small whole number, not ${value}`);
    return (_addr, i) => i < hops;
  }
  if (setting === 'true' || setting === 'on') {
    throw new Error(`"${value}" would trust every address, so any client could claim to be anyone: name your proxies (loopback, addresses, CIDR ranges) or give a hop count`);
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw new Error(`"${value}" has an empty entry between commas`);
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason} (expected off, loopback, a hop count, or a comma-separated list of addresses or CIDR ranges)`);
  }
}

/** What the connection itself says, before any forwarded header: the socket's peer, protocol and Host. */
export type ConnectionFacts = {
  peer: string | undefined;
  protocol: 'http' | 'https';
  host: string;
  /** Reads a request header (first value if repeated). */
  header: (name: string) => string | undefined;
};

/**
 * The one computation (decision 072). Without a trusted peer it is the connection itself. With
 * one, the address is proxy-addr's: walking X-Forwarded-For from the right over trusted hops, the
 * first untrusted one (or the furthest, when all are trusted); protocol and host are the first
 * values of X-Forwarded-Proto and -Host, as Express reads them, when they are well formed.
 */
export function resolveConnection(facts: ConnectionFacts, trust: TrustProxy | null): ClientConnection {
  const peer = facts.peer ? plainAddress(facts.peer) : undefined;
  let address = peer ?? 'unknown';
  let { protocol, host } = facts;
  if (trust && peer && trust(peer, 0)) {
    const forwardedFor = facts.header('x-forwarded-for');
    const fakeRequest = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage;
    const client = plainAddress(proxyaddr(fakeRequest, trust));
    // A trusted hop that wrote something other than an address is not taken at its word.
    if (isIP(client)) address = client;
    const proto = firstValue(facts.header('x-forwarded-proto'))?.toLowerCase();
    if (proto === 'http' || proto === 'https') protocol = proto;
    const forwardedHost = firstValue(facts.header('x-forwarded-host'));
    if (forwardedHost && HOST.test(forwardedHost)) host = forwardedHost.toLowerCase();
  }
  return { address, protocol, host, origin: `${protocol}://${host}` };
}

/** A host name, IPv4 or [IPv6] address, with an optional port: nothing that could change a URL's meaning. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined;

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) counts as `203.0.113.7`. */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** The connection of a Node request: the socket's peer and TLS, the Host header, the request's headers. */
export function nodeConnection(req: IncomingMessage, trust: TrustProxy | null): ClientConnection {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const host = typeof req.headers.host === 'string' && HOST.test(req.headers.host) ? req.headers.host.toLowerCase() : 'localhost';
  return resolveConnection(
    {
      peer: req.socket.remoteAddress,
      protocol: encrypted ? 'https' : 'http',
      host,
      header: (name) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
    trust,
  );
}

/** Every header a client or a proxy may use to say where a request came from. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/**
 * Makes a Node request say what `connection` says before Astro reads it: whatever forwarding
 * headers arrived are dropped, and X-Forwarded-Proto/-Host carry the computed protocol and host,
 * which Astro's `security.allowedDomains` (astro.config.mjs) applies to `Astro.url` when they are
 * the shop's own. X-Forwarded-For is not passed on: the address travels in `locals.connection`,
 * and Astro's own `clientAddress` stays the socket's peer, never a header a client wrote.
 */
export function presentConnection(req: IncomingMessage, connection: ClientConnection): void {
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-proto'] = connection.protocol;
  req.headers['x-forwarded-host'] = connection.host;
}
