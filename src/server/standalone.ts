import { serve } from '@hono/node-server';
import { createApp, createDefaultDeps } from './app.ts';
import { assertProductionSecrets } from './env.ts';

// `npm run api`: the API alone on API_PORT (3001), for a storefront on another host or port.
// Started on purpose, it refuses a bad environment outright (production needs AUTH_SECRET).
const env = assertProductionSecrets();
const { deps, close } = await createDefaultDeps({ env, signInDisabled: false });
const server = serve({ fetch: createApp(deps).fetch, port: env.API_PORT, hostname: env.HOST }, (info) => {
  console.info(`[api] listening on http://${env.HOST}:${info.port}/api/v1`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void close().finally(() => process.exit(0));
  });
}
