import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSite, normalSite } from '../../src/server/http/built-site.ts';
import { freePort, kill, startBuiltShop } from './processes.ts';

// A production server and a build made for another address (src/server/http/built-site.ts): every
// page would name the build's address as its own, so the server refuses to start and says how to
// fix it. The real built shop, as `npm start` serves it.
const PORT = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-built-site-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a build made for another address', () => {
  it('the build in dist/ recorded the address it was made for', () => {
    expect(normalSite(builtSite('dist') ?? 'about:blank')).toBe(normalSite(process.env.SITE_URL || 'http://localhost:4321'));
  });

  it('is refused by a production server, which says how to rebuild it', async () => {
    const shop = startBuiltShop({ PORT: String(PORT), SITE_URL: 'https://gramin.shop', DATABASE_URL: '', DATA_DIR: dataDir }, 60_000);
    try {
      await expect(shop.started).rejects.toThrow(/exited \(1\) before it was ready/);
      expect(shop.output()).toMatch(/not starting: dist\/ was built for SITE_URL=\S+, but this server's SITE_URL is https:\/\/gramin\.shop/);
      expect(shop.output()).toContain('SITE_URL=https://gramin.shop npm run build');
    } finally {
      kill(shop.child, 'SIGKILL');
    }
  });
});
