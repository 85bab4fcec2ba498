// fontverter 2 ships no types: the one function src/styles/fonts.test.ts uses (woff2 to a plain font
// file that harfbuzz can read).
declare module 'fontverter' {
  export function convert(buffer: Uint8Array, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2', fromFormat?: string): Promise<Buffer>;
}
