import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { reactComponents, tagExports } from './react-components.ts';

const RENDERER = Symbol.for('astro:renderer');

type Transform = (code: string, id: string) => { code: string } | null;
const plugin = reactComponents() as Plugin & { transform: Transform; applyToEnvironment: (environment: { name: string }) => boolean };

// Inside the project, so the module's bare import of `astro` resolves from node_modules.
const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.react-components-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reactComponents', () => {
  it('runs for the server environments only', () => {
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(false);
    expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(true);
    expect(plugin.applyToEnvironment({ name: 'prerender' })).toBe(true);
  });

  it("changes only the shop's own .tsx modules", () => {
    const code = 'export default function Box() { return null; }';
    expect(plugin.transform(code, '/app/src/features/cart/CartView.tsx')?.code).toContain('__astro_tag_component__');
    for (const id of [
      '/app/src/lib/money.ts',
      '/app/node_modules/sonner/dist/index.tsx',
      '/app/src/features/cart/CartView.tsx?raw',
      '/app/src/pages/index.astro',
    ]) {
      expect(plugin.transform(code, id), id).toBeNull();
    }
  });

  it("tags every exported function with React's renderer, once the module has run", async () => {
    const file = join(dir, 'Widget.mjs');
    const source = [
      'export default function Widget() { return null; }',
      'export function Badge() { return null; }',
      'export const LIMIT = 6;',
      'export const shared = Badge;',
    ].join('\n');
    writeFileSync(file, source + tagExports(file));
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    expect((module.default as Record<symbol, unknown>)[RENDERER]).toBe('@astrojs/react');
    expect((module.Badge as Record<symbol, unknown>)[RENDERER]).toBe('@astrojs/react');
    expect(module.LIMIT).toBe(6);
  });
});
