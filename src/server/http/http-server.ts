// The server the shop listens with: plain HTTP/1.1, or with TLS_CERT_FILE and TLS_KEY_FILE,
// HTTPS with HTTP/2 (HTTP/1.1 over TLS for clients that do not offer h2), so that one Node
// process can face the internet without a proxy in front (decision 100). Both shapes give the
// same request listener Node's request and response (HTTP/2's compatibility API) and the same
// two ways of closing connections when the server stops.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { SettingsError } from '../env.ts';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The files of the certificate (with its chain) and its private key, in PEM. */
export type TlsFiles = { certFile: string; keyFile: string };

export type ShopHttpServer = {
  server: http.Server | http2.Http2SecureServer;
  /** 'https' with TLS, else 'http'. */
  protocol: 'http' | 'https';
  /** Closes every connection with no request in flight; HTTP/2 connections once their streams end. */
  closeIdle(): void;
  /** Closes every connection now. */
  closeAll(): void;
  /** Reads the certificate and key again (a renewed certificate), for connections from now on. */
  reloadTls(): void;
};

/** Above the usual 5 s of load balancers and browsers' own idle times, so clients close idle connections first. */
const IDLE_MS = 65_000;

/** Reads the certificate and key; a file that cannot be read or parsed throws a readable error. */
function readTls({ certFile, keyFile }: TlsFiles) {
  const read = (file: string, what: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new SettingsError(`cannot read the TLS ${what} ${file}: ${(error as Error).message}`);
    }
  };
  return { cert: read(certFile, 'certificate (TLS_CERT_FILE)'), key: read(keyFile, 'key (TLS_KEY_FILE)') };
}

/** A server calling `listener` for each request: HTTPS with HTTP/2 when `tls` names the files, plain HTTP otherwise. */
export function createHttpServer(listener: RequestListener, tls?: TlsFiles): ShopHttpServer {
  if (!tls) {
    const server = http.createServer(listener);
    server.keepAliveTimeout = IDLE_MS;
    return {
      server,
      protocol: 'http',
      closeIdle: () => server.closeIdleConnections(),
      closeAll: () => server.closeAllConnections(),
      reloadTls: () => {},
    };
  }

  // The compatibility API hands the listener Http2ServerRequest/-Response, which carry what the
  // shop's pipeline reads of Node's own (method, url, headers, socket, setHeader, writeHead…).
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    if (req.httpVersionMajor === 2) withoutPseudoHeaders(req);
    listener(req, res);
  };
  const server = http2.createSecureServer(
    { ...readTls(tls), allowHTTP1: true, minVersion: 'TLSv1.2' },
    onRequest as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void,
  );
  // HTTP/1.1 over TLS reads it as a plain server does (Node's types do not name it here).
  Object.assign(server, { keepAliveTimeout: IDLE_MS });
  // An HTTP/2 connection with no stream for this long is closed.
  server.setTimeout(IDLE_MS);

  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  // HTTP/1.1 connections over TLS: Node closes the idle ones itself (`closeIdleConnections`, as
  // on a plain server), but has no `closeAllConnections` here.
  const h1 = new Set<Socket>();
  server.on('secureConnection', (socket) => {
    if (socket.alpnProtocol === 'h2') return;
    h1.add(socket);
    socket.once('close', () => h1.delete(socket));
  });

  return {
    server,
    protocol: 'https',
    closeIdle: () => {
      // GOAWAY: no new streams; the session closes once those in flight have ended.
      for (const session of sessions) if (!session.closed) session.close();
      (server as unknown as { closeIdleConnections(): void }).closeIdleConnections();
    },
    closeAll: () => {
      for (const session of sessions) session.destroy();
      for (const socket of h1) socket.destroy();
    },
    reloadTls: () => server.setSecureContext(readTls(tls)),
  };
}

/**
 * Gives an HTTP/2 request the headers an HTTP/1.1 one has: no pseudo-headers (`:method`, `:path`,
 * `:authority`, `:scheme`, which a Fetch API `Headers` refuses: Astro builds one from them), and
 * `host` from `:authority`. The request's method and url still come from its own pseudo-headers:
 * this shadows only what `headers` answers.
 */
function withoutPseudoHeaders(req: IncomingMessage): void {
  const headers: IncomingMessage['headers'] = {};
  for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':')) headers[name] = value;
  const authority = req.headers[':authority'];
  if (headers.host === undefined && typeof authority === 'string') headers.host = authority;
  Object.defineProperty(req, 'headers', { value: headers, writable: true, enumerable: true, configurable: true });
}
