// The one server the browser tests run against: the built shop on a fresh
// database of its own (data/e2e), so every run starts from the demo catalogue.
import { rmSync } from 'node:fs';

process.env.DATA_DIR ||= './data/e2e';
process.env.PORT ||= process.env.E2E_PORT || '4322';
process.env.HOST ||= 'localhost';
// Tests sign up many shoppers from one address; the limits have their own API tests.
process.env.RATE_LIMITS ||= 'off';
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

await import('./start.mjs');
