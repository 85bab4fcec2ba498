import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { prefixedRenderToString } from './react-island-ids.ts';

const installed = readFileSync(createRequire(import.meta.url).resolve('@astrojs/react/server.js'), 'utf8');

describe('reactIslandIds', () => {
  it("passes the island's options, its identifierPrefix among them, to the installed renderer's renderToString", () => {
    const patched = prefixedRenderToString(installed);
    expect(patched).toContain('ReactDOM.renderToString(vnode, renderOptions)');
    expect(patched).not.toContain('ReactDOM.renderToString(vnode)');
    expect(patched).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix/);
  });

  it('fails the build when the renderer no longer has that call, so the patch is looked at again', () => {
    expect(() => prefixedRenderToString('export default {}')).toThrow(/no longer calls/);
  });
});
