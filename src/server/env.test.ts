import { describe, expect, it } from 'vitest';
import { assertProductionSecrets, DEV_AUTH_SECRET, parseServerEnv, productionSecretProblem } from './env';

describe('server env', () => {
  it('fills safe development defaults', () => {
    const env = parseServerEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.HOST).toBe('localhost');
    expect(env.API_PORT).toBe(3001);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RATE_LIMITS).toBe('on');
  });

  it('reads a port given as text', () => {
    expect(parseServerEnv({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseServerEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('rejects a port out of range', () => {
    expect(() => parseServerEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('rejects a short AUTH_SECRET', () => {
    expect(() => parseServerEnv({ AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('names the one production rule: no secret, or the development one, is refused', () => {
    expect(productionSecretProblem({ NODE_ENV: 'production' })).toBe('AUTH_SECRET is not set');
    expect(productionSecretProblem({ NODE_ENV: 'production', AUTH_SECRET: DEV_AUTH_SECRET })).toBe('AUTH_SECRET is the development secret');
    expect(productionSecretProblem({ NODE_ENV: 'production', AUTH_SECRET: 'please-change-me-'.repeat(3) })).toBe('AUTH_SECRET is the development secret');
    expect(productionSecretProblem({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48) })).toBeNull();
    expect(productionSecretProblem({ NODE_ENV: 'development' })).toBeNull();
  });

  it('accepts production with a real secret', () => {
    const env = parseServerEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48) });
    expect(env.NODE_ENV).toBe('production');
  });

  it('takes the TLS certificate and key together, and says which one is missing', () => {
    expect(parseServerEnv({}).TLS_CERT_FILE).toBeUndefined();
    expect(parseServerEnv({ TLS_CERT_FILE: '/etc/shop/fullchain.pem', TLS_KEY_FILE: '/etc/shop/privkey.pem' })).toMatchObject({ TLS_CERT_FILE: '/etc/shop/fullchain.pem', TLS_KEY_FILE: '/etc/shop/privkey.pem' });
    expect(() => parseServerEnv({ TLS_CERT_FILE: '/etc/shop/fullchain.pem' })).toThrow(/TLS_KEY_FILE: TLS_KEY_FILE must be set as well/);
    expect(() => parseServerEnv({ TLS_KEY_FILE: '/etc/shop/privkey.pem' })).toThrow(/TLS_CERT_FILE: TLS_CERT_FILE must be set as well/);
  });

  it('takes HTTP_REDIRECT_PORT and ACME_WEBROOT only beside HTTPS, with an https SITE_URL', () => {
    const tls = { TLS_CERT_FILE: '/etc/shop/fullchain.pem', TLS_KEY_FILE: '/etc/shop/privkey.pem', PORT: '443', SITE_URL: 'https://graminrasoi.in' };
    expect(parseServerEnv({ ...tls, HTTP_REDIRECT_PORT: '80', ACME_WEBROOT: '/var/lib/shop/acme' })).toMatchObject({ HTTP_REDIRECT_PORT: 80, ACME_WEBROOT: '/var/lib/shop/acme' });
    expect(parseServerEnv(tls).HTTP_REDIRECT_PORT).toBeUndefined();
    expect(() => parseServerEnv({ HTTP_REDIRECT_PORT: '80' })).toThrow(/HTTP_REDIRECT_PORT: needs TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(() => parseServerEnv({ ...tls, HTTP_REDIRECT_PORT: '443' })).toThrow(/HTTP_REDIRECT_PORT: must differ from PORT \(443\)/);
    expect(() => parseServerEnv({ ...tls, SITE_URL: 'http://graminrasoi.in', HTTP_REDIRECT_PORT: '80' })).toThrow(/SITE_URL: must be the https address/);
    expect(() => parseServerEnv({ ...tls, ACME_WEBROOT: '/var/lib/shop/acme' })).toThrow(/ACME_WEBROOT: is answered on HTTP_REDIRECT_PORT/);
    expect(() => parseServerEnv({ ...tls, HTTP_REDIRECT_PORT: 'eighty' })).toThrow(/HTTP_REDIRECT_PORT/);
  });

  it('mails the staff about shoppers\' orders: every admin by default, a list of addresses, or nobody', () => {
    expect(parseServerEnv({}).STAFF_MAIL_TO).toBe('admins');
    expect(parseServerEnv({ STAFF_MAIL_TO: 'orders@graminrasoi.in, meena@graminrasoi.in' }).STAFF_MAIL_TO).toBe('orders@graminrasoi.in, meena@graminrasoi.in');
    expect(parseServerEnv({ STAFF_MAIL_TO: 'off' }).STAFF_MAIL_TO).toBe('off');
    expect(() => parseServerEnv({ STAFF_MAIL_TO: 'orders@graminrasoi.in, meena' })).toThrow(/STAFF_MAIL_TO: STAFF_MAIL_TO must be admins, off, or a comma-separated list of email addresses/);
  });

  it('lists every bad value at once', () => {
    expect(() => parseServerEnv({ PORT: 'abc', RATE_LIMITS: 'maybe' })).toThrow(/PORT[\s\S]*RATE_LIMITS|RATE_LIMITS[\s\S]*PORT/);
  });

  it("reads the Node server's own settings as numbers, 0 turning the page cache off", () => {
    expect(parseServerEnv({})).toMatchObject({ ASTRO_OUT_DIR: 'dist', SHUTDOWN_GRACE_MS: 10_000, PAGE_CACHE_MB: 64, PAGE_CACHE_MAX_AGE_MS: 300_000 });
    expect(parseServerEnv({ ASTRO_OUT_DIR: './dist-http', SHUTDOWN_GRACE_MS: '2500', PAGE_CACHE_MB: '0' })).toMatchObject({
      ASTRO_OUT_DIR: './dist-http',
      SHUTDOWN_GRACE_MS: 2500,
      PAGE_CACHE_MB: 0,
    });
    expect(() => parseServerEnv({ SHUTDOWN_GRACE_MS: '-1', PAGE_CACHE_MB: '1.5', PAGE_CACHE_MAX_AGE_MS: '10' })).toThrow(
      /SHUTDOWN_GRACE_MS[\s\S]*PAGE_CACHE_MB[\s\S]*PAGE_CACHE_MAX_AGE_MS/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(parseServerEnv({}).TRUST_PROXY).toBe('off');
  });

  it('accepts loopback, a list of addresses and CIDR ranges, and a hop count', () => {
    for (const value of ['loopback', '10.0.0.0/8, 127.0.0.1', '::1', '2', 'off']) {
      expect(parseServerEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
    }
  });

  it('stops start-up with a message naming it', () => {
    expect(() => parseServerEnv({ TRUST_PROXY: 'loopbak' })).toThrow(/TRUST_PROXY: invalid IP address: loopbak/);
    expect(() => assertProductionSecrets({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48), TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would trust every address/,
    );
  });
});
