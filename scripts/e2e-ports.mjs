// What the Playwright config, the e2e server and proxy scripts and the specs agree on.

/** The https port of the e2e reverse proxy: E2E_PROXY_PORT, else 4000 above the e2e server's. */
export const e2eProxyPort = () => Number(process.env.E2E_PROXY_PORT) || (Number(process.env.E2E_PORT) || 4322) + 4000;

/**
 * The e2e server's data folder, wiped at its start: E2E_DATA_DIR, else data/e2e for the usual port
 * and data/e2e-<port> for another, so a second run on its own port never wipes a running one's.
 */
export const e2eDataDir = () => {
  if (process.env.E2E_DATA_DIR) return process.env.E2E_DATA_DIR;
  const port = Number(process.env.E2E_PORT) || 4322;
  return port === 4322 ? './data/e2e' : `./data/e2e-${port}`;
};

/** Debian's nginx module for the precompressed .br copies (libnginx-mod-http-brotli-static). */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
