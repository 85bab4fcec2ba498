import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileTrustProxy, nodeConnection, presentConnection, resolveConnection, type ConnectionFacts } from './trusted-proxy.ts';

/** A request as the Node server sees it: the socket's peer, plain http, and these headers. */
function facts(peer: string, headers: Record<string, string> = {}): ConnectionFacts {
  return { peer, protocol: 'http', host: 'localhost:4321', header: (name) => headers[name] };
}

const viaProxy = { 'x-forwarded-for': '198.51.100.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.test' };

describe('TRUST_PROXY', () => {
  it('is off when unset, empty, off, false or 0: the socket is the whole truth', () => {
    for (const value of [undefined, '', 'off', 'OFF', 'false', '0']) {
      expect(compileTrustProxy(value)).toBeNull();
      expect(resolveConnection(facts('127.0.0.1', viaProxy), compileTrustProxy(value))).toEqual({
        address: '127.0.0.1',
        protocol: 'http',
        host: 'localhost:4321',
        origin: 'http://localhost:4321',
      });
    }
  });

  it('loopback trusts 127.0.0.0/8 and ::1 only', () => {
    const trust = compileTrustProxy('loopback')!;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('127.8.9.10', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('10.0.0.1', 0)).toBe(false);
    expect(resolveConnection(facts('127.0.0.1', viaProxy), trust)).toEqual({
      address: '198.51.100.9',
      protocol: 'https',
      host: 'shop.test',
      origin: 'https://shop.test',
    });
    // The same headers from a peer that is not a trusted proxy are ignored.
    expect(resolveConnection(facts('203.0.113.5', viaProxy), trust).address).toBe('203.0.113.5');
    expect(resolveConnection(facts('203.0.113.5', viaProxy), trust).origin).toBe('http://localhost:4321');
  });

  it('takes a comma-separated list of addresses and CIDR ranges', () => {
    const trust = compileTrustProxy('10.0.0.0/8, 192.168.1.5,fd00::/8')!;
    expect(trust('10.200.3.4', 0)).toBe(true);
    expect(trust('192.168.1.5', 0)).toBe(true);
    expect(trust('192.168.1.6', 0)).toBe(false);
    expect(trust('fd12::1', 0)).toBe(true);
    expect(trust('127.0.0.1', 0)).toBe(false);
  });

  it('names the rightmost untrusted address: a client cannot push itself in front of the proxy', () => {
    const trust = compileTrustProxy('10.0.0.0/8')!;
    // The client wrote "1.2.3.4"; the proxy at 10.0.0.2 appended the real peer, a CDN at 10.0.0.3 in front of it.
    const headers = { 'x-forwarded-for': '1.2.3.4, 198.51.100.9, 10.0.0.3' };
    expect(resolveConnection(facts('10.0.0.2', headers), trust).address).toBe('198.51.100.9');
  });

  it('takes a hop count: that many hops nearest the server are trusted, whoever they are', () => {
    const one = compileTrustProxy('1')!;
    const headers = { 'x-forwarded-for': '1.2.3.4, 198.51.100.9' };
    expect(resolveConnection(facts('203.0.113.1', headers), one).address).toBe('198.51.100.9');
    const two = compileTrustProxy('2')!;
    expect(resolveConnection(facts('203.0.113.1', headers), two).address).toBe('1.2.3.4');
  });

  it('ignores forwarded values that are not well formed', () => {
    const trust = compileTrustProxy('loopback');
    const odd = { 'x-forwarded-for': 'not-an-address', 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'evil.test/path' };
    expect(resolveConnection(facts('127.0.0.1', odd), trust)).toEqual({
      address: '127.0.0.1',
      protocol: 'http',
      host: 'localhost:4321',
      origin: 'http://localhost:4321',
    });
    // Several values (a proxy that appends): the first, as Express reads them.
    const appended = { 'x-forwarded-proto': 'HTTPS, http', 'x-forwarded-host': 'Shop.Test:8443, inner' };
    expect(resolveConnection(facts('127.0.0.1', appended), trust).origin).toBe('https://shop.test:8443');
  });

  it('counts an IPv4 client on a dual-stack socket by its IPv4 address', () => {
    expect(resolveConnection(facts('::ffff:203.0.113.7'), null).address).toBe('203.0.113.7');
    expect(resolveConnection(facts('::ffff:127.0.0.1', viaProxy), compileTrustProxy('loopback')).address).toBe('198.51.100.9');
  });

  it('refuses what it cannot read, naming the problem', () => {
    expect(() => compileTrustProxy('loopbak')).toThrow(/invalid IP address: loopbak.*expected off, loopback, a hop count/);
    expect(() => compileTrustProxy('10.0.0.0/33')).toThrow(/invalid range on address/);
    expect(() => compileTrustProxy('true')).toThrow(/would trust every address/);
    expect(() => compileTrustProxy('127.0.0.1,,10.0.0.1')).toThrow(/empty entry/);
  });
});

describe('the Node request', () => {
  const request = (remoteAddress: string, headers: Record<string, string>) =>
    ({ socket: { remoteAddress }, headers: { host: 'shop.internal:4321', ...headers } }) as unknown as IncomingMessage;

  it('is resolved from its socket and Host header', () => {
    expect(nodeConnection(request('127.0.0.1', viaProxy), compileTrustProxy('loopback'))).toMatchObject({ address: '198.51.100.9', origin: 'https://shop.test' });
    expect(nodeConnection(request('127.0.0.1', viaProxy), null)).toMatchObject({ address: '127.0.0.1', origin: 'http://shop.internal:4321' });
  });

  it('passes on only the computed protocol and host, never what the client wrote', () => {
    const req = request('203.0.113.5', { ...viaProxy, forwarded: 'for=1.2.3.4', 'x-real-ip': '1.2.3.4', 'x-forwarded-port': '443' });
    presentConnection(req, nodeConnection(req, compileTrustProxy('loopback')));
    expect(req.headers).toEqual({ host: 'shop.internal:4321', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'shop.internal:4321' });
  });
});
