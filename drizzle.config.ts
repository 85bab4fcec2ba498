import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one schema and committed under drizzle/.
// They run at start (src/server/db/migrate.ts) on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
