import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_SITE_FILE, builtSite, builtSiteProblem } from './built-site.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder that recorded `site` (or nothing, as a build from before the check). */
function build(site?: string) {
  const outDir = mkdtempSync(join(tmpdir(), 'shop-built-site-'));
  made.push(outDir);
  mkdirSync(join(outDir, 'server'));
  if (site !== undefined) writeFileSync(join(outDir, 'server', BUILT_SITE_FILE), `${site}\n`);
  return outDir;
}

describe('the address a build was made for', () => {
  it('reads what the build recorded', () => {
    expect(builtSite(build('https://gramin.shop'))).toBe('https://gramin.shop');
    expect(builtSite(build())).toBeNull();
  });

  it('finds nothing wrong when the server has the same address, however it is spelt', () => {
    expect(builtSiteProblem(build('https://gramin.shop'), 'https://gramin.shop')).toBeNull();
    expect(builtSiteProblem(build('https://gramin.shop'), 'https://gramin.shop/')).toBeNull();
    expect(builtSiteProblem(build('https://Gramin.Shop/'), 'https://gramin.shop')).toBeNull();
  });

  it('names both addresses and the command that fixes it when they differ', () => {
    const problem = builtSiteProblem(build('http://localhost:4321'), 'https://gramin.shop');
    expect(problem).toContain('built for SITE_URL=http://localhost:4321');
    expect(problem).toContain("this server's SITE_URL is https://gramin.shop");
    expect(problem).toContain('SITE_URL=https://gramin.shop npm run build');
    expect(builtSiteProblem(build('https://gramin.shop'), 'http://gramin.shop')).not.toBeNull();
    expect(builtSiteProblem(build('https://gramin.shop'), 'https://www.gramin.shop')).not.toBeNull();
  });

  it('asks for a new build when the build recorded no address', () => {
    expect(builtSiteProblem(build(), 'https://gramin.shop')).toMatch(/does not say which SITE_URL it was built for.*SITE_URL=https:\/\/gramin\.shop npm run build/);
  });
});
