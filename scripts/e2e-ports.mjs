// What the Playwright config, the proxy script and the behind-proxy spec agree on.

/** The https port of the e2e reverse proxy: E2E_PROXY_PORT, else 4000 above the e2e server's. */
export const e2eProxyPort = () => Number(process.env.E2E_PROXY_PORT) || (Number(process.env.E2E_PORT) || 4322) + 4000;

/** Debian's nginx module for the precompressed .br copies (libnginx-mod-http-brotli-static). */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
