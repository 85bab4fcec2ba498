import { createAdaptorServer } from '@hono/node-server';
import { assertProductionSecrets } from './env.ts';
import { logDatabaseOpenFailure } from './errors.ts';
import { runShutdownHooks } from './http/shutdown.ts';
import { assertReadyToStart, listenOn, startOrRefuse } from './http/start-checks.ts';

// `npm run api`: the API alone on API_PORT (3001), for a storefront on another host or port. It
// starts as the shop does (decision 171): a bad setting, a DATA_DIR it cannot write, a
// DATABASE_URL whose login is refused, an API_PORT in use are each said in one line, exit code 1;
// a database out of reach is not a setting: it answers 503 and tries again at each request.
await startOrRefuse('api', async () => {
  const env = assertProductionSecrets();
  await assertReadyToStart(env);
  // The API of the shop's own server, opened at its first use and again after a failure (app.ts).
  // Loaded once the settings are known good (its routes take seconds to load), while it listens.
  const api = import('./app.ts');
  const server = createAdaptorServer({ fetch: async (request: Request) => (await api).app.fetch(request) });
  await listenOn(server, { port: env.API_PORT, host: env.HOST }, 'API_PORT');
  // Open the database now (migrations, seeding, the backup service), as the shop does, rather than
  // at the first request; one that cannot be opened is logged and tried again at the next request.
  await (await api).defaultApp().catch(logDatabaseOpenFailure);
  console.info(`[api] listening on http://${env.HOST}:${env.API_PORT}/api/v1`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      // The database closed, the backup service stopped: what defaultApp registered.
      void runShutdownHooks().finally(() => process.exit(0));
    });
  }
});
