import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { HEADING_CHARACTERS, HEADINGS_FILE, LATIN_FILE, LATIN_RANGE, parseRange, ranges } from '../../scripts/subset-fonts.mjs';

/** The unicode-range of each semibold Fraunces face in the stylesheet, in the order written. */
function semiboldRanges(css: string): string[] {
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
  return faces
    .filter((face) => face.includes("font-family: 'Fraunces';") && face.includes('font-weight: 600;'))
    .map((face) => /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '');
}

/** The characters a font file has glyphs for. */
async function charactersOf(file: string): Promise<Set<number>> {
  const sfnt = await convert(readFileSync(file), 'sfnt');
  const face = new Face(new Blob(new Uint8Array(sfnt)));
  return new Set(face.collectUnicodes());
}

describe("the headings' font (decision 092)", () => {
  const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
  const [headings, rest] = semiboldRanges(css);

  it('has two semibold faces whose ranges are the ones scripts/subset-fonts.mjs prints', () => {
    expect(semiboldRanges(css)).toHaveLength(2);
    expect({ headings, rest }).toEqual(ranges());
  });

  it('splits fontsource\'s Latin range between the two faces without overlap', () => {
    const a = parseRange(headings);
    const b = parseRange(rest);
    expect([...a].filter((p) => b.has(p))).toEqual([]);
    expect(new Set([...a, ...b])).toEqual(parseRange(LATIN_RANGE));
  });

  it('ships a file with a glyph for every character of its range that Fraunces has, and nothing more', async () => {
    const inFile = await charactersOf(HEADINGS_FILE);
    const inSource = await charactersOf(LATIN_FILE);
    const sorted = (points: Iterable<number>) => [...points].sort((x, y) => x - y);
    expect(sorted(inFile)).toEqual(sorted(HEADING_CHARACTERS.filter((p) => inSource.has(p))));
    // Fraunces has no rupee sign: a heading's ₹ is drawn by the fallback serif, as before.
    expect(HEADING_CHARACTERS.filter((p) => !inSource.has(p))).toEqual([0x20b9]);
    expect(parseRange(headings)).toEqual(new Set(HEADING_CHARACTERS));
  });

  it('is the face the layout preloads, and it is smaller than the whole Latin file', () => {
    const layout = readFileSync(new URL('../layouts/Layout.astro', import.meta.url), 'utf8');
    expect(layout).toContain("from '@/assets/fonts/fraunces-600-headings.woff2?url'");
    expect(readFileSync(HEADINGS_FILE).length).toBeLessThan(12 * 1024);
  });
});
