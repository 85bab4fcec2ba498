// A certificate for localhost, made with openssl for one run and trusted by that run only: the
// browser tests' nginx (scripts/e2e-proxy.mjs), the bench's HTTPS server (scripts/bench.mjs) and
// the server's own HTTPS tests. Never a certificate for a real shop.
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tls from 'node:tls';

/**
 * Writes `localhost.pem` and `localhost.key` (P-256, valid for `days`) into `dir`. Returns their
 * paths, the certificate's PEM text and the base64 SHA-256 of its public key (what Chromium's
 * `--ignore-certificate-errors-spki-list` takes). Throws a readable error when openssl cannot.
 * @param {string} dir
 * @param {{ days?: number }} [options]
 */
export function makeLocalCertificate(dir, { days = 2 } = {}) {
  const cert = join(dir, 'localhost.pem');
  const key = join(dir, 'localhost.key');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', String(days),
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
    '-keyout', key, '-out', cert,
  ], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.error?.message ?? made.stderr}`);
  const pem = readFileSync(cert, 'utf8');
  const spki = createHash('sha256').update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  return { cert, key, pem, spki };
}

/** Makes this process's TLS clients (fetch, https) trust `pem` besides the usual authorities. */
export function trustInThisProcess(pem) {
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), pem]);
}
