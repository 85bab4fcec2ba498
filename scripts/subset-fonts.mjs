// Writes the headings' font file: Fraunces 600 cut down to the characters headings are written in
// (src/assets/fonts/fraunces-600-headings.woff2, committed). Run it again after changing
// HEADING_CHARACTERS or updating @fontsource/fraunces, then copy the two unicode-range lines it
// prints into src/styles/global.css (src/styles/fonts.test.ts checks that they match).
//
// Why (docs/decisions/092-headings-font-subset.md): the heading font is preloaded on every page and
// loads before the first paint; fontsource's Latin file (18 KB) holds about 220 characters, headings
// use about 100. The rest of Latin keeps its own face, on fontsource's file, which a browser
// downloads only for a heading that has one of those characters.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Printable ASCII, the no-break space, and the punctuation and symbols the shop's texts use. */
export const HEADING_CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  0xa0, // no-break space
  0xb7, // ·
  0xd7, // ×
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2026, // …
  0x20b9, // ₹ (Fraunces has none: the fallback serif draws it, without a second download)
];

/** Fontsource's Latin file for the weight headings use, and its unicode-range (as its CSS gives it). */
export const LATIN_FILE = require.resolve('@fontsource/fraunces/files/fraunces-latin-600-normal.woff2');
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+20B9, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
export const HEADINGS_FILE = fileURLToPath(new URL('../src/assets/fonts/fraunces-600-headings.woff2', import.meta.url));

/** The code points of a unicode-range value. */
export function parseRange(range) {
  const points = new Set();
  for (const part of range.split(',').map((p) => p.trim().replace(/^U\+/i, ''))) {
    const [from, to = from] = part.split('-').map((h) => Number.parseInt(h, 16));
    for (let p = from; p <= to; p += 1) points.add(p);
  }
  return points;
}

/** A unicode-range value for a set of code points, runs written as ranges. */
export function formatRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (p) => p.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** The two faces' ranges: the headings' characters, and the rest of fontsource's Latin range. */
export function ranges() {
  const headings = new Set(HEADING_CHARACTERS);
  const rest = [...parseRange(LATIN_RANGE)].filter((p) => !headings.has(p));
  return { headings: formatRange(headings), rest: formatRange(rest) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetFont(readFileSync(LATIN_FILE), String.fromCodePoint(...HEADING_CHARACTERS), {
    targetFormat: 'woff2',
    // Only the characters asked for: no ligatures or alternates pulled in through the layout tables.
    noLayoutClosure: true,
  });
  mkdirSync(dirname(HEADINGS_FILE), { recursive: true });
  writeFileSync(HEADINGS_FILE, font);
  const { headings, rest } = ranges();
  console.log(`${HEADINGS_FILE}: ${font.length} bytes (fontsource's Latin file: ${readFileSync(LATIN_FILE).length})`);
  console.log(`headings face: unicode-range: ${headings};`);
  console.log(`rest of Latin: unicode-range: ${rest};`);
}
