// Renders the pictures' SVG with sharp and writes the WebP files (and AVIF copies of the pictures
// that ask for them): only files whose bytes change are rewritten, and a full run removes product
// and category files no job made.
import sharp from 'sharp';
import { mkdir, readdir, unlink, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {import('./jobs.mjs').PictureJob} PictureJob */

const WEBP = { quality: 72, effort: 6, smartSubsample: true };

/**
 * AVIF at quality 44 matches WebP at 72 (the hero at 720w: PSNR 34.8 against 34.9 dB) in about 56 %
 * of the bytes (14.7 against 26.3 KB). Decision 102.
 */
const AVIF_QUALITY = 44;

/** Keeps busy pictures (lots of small pieces) near the 25 KB-at-640w budget by lowering quality a step. */
const BUDGET_640 = 25 * 1024;

/** Writes a file only when its bytes change, so reruns leave git and mtimes alone; true when written. */
async function writeIfChanged(file, buf) {
  const old = await readFile(file).catch(() => null);
  if (old && old.equals(buf)) return false;
  await writeFile(file, buf);
  return true;
}

/**
 * Renders one picture in each width to `<outPrefix>-<width>.webp`, and to `<outPrefix>-<width>.avif`
 * as well in the widths `avif` names, at its sharp effort.
 * @returns {Promise<{ master: Buffer, written: string[], changed: number }>} the full-size PNG, the
 *   files of this picture, and how many of them were (re)written
 */
async function render(svg, outPrefix, widths, height = (w) => w, avif = undefined) {
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  const resized = (w) => sharp(master).resize(w, Math.round(height(w)), { kernel: 'lanczos3' });
  const encode = (w, quality) => resized(w).webp({ ...WEBP, quality }).toBuffer();
  let quality = WEBP.quality;
  if (widths.includes(640) && height(640) === 640) {
    while (quality > 54 && (await encode(640, quality)).length > BUDGET_640) quality -= 6;
  }
  const written = [];
  let changed = 0;
  for (const w of widths) {
    const file = `${outPrefix}-${w}.webp`;
    if (await writeIfChanged(file, await encode(w, quality))) changed++;
    written.push(file);
    if (!avif?.widths.includes(w)) continue;
    const avifFile = `${outPrefix}-${w}.avif`;
    if (await writeIfChanged(avifFile, await resized(w).avif({ quality: AVIF_QUALITY, effort: avif.effort }).toBuffer())) changed++;
    written.push(avifFile);
  }
  return { master, written, changed };
}

async function removeStale(dir, keep) {
  for (const name of await readdir(dir)) {
    if (/\.(webp|avif)$/.test(name) && !keep.has(path.join(dir, name))) await unlink(path.join(dir, name));
  }
}

/**
 * Makes the pictures (all of them, or those --only names) and prints progress and a summary.
 * @param {{ dirs: { products: string, categories: string }, jobs: PictureJob[] }} list from pictureJobs
 * @param {{ out: string, only: Set<string> | null, pngDir?: string }} options the images folder; the
 *   names to make (null: all, and then stale files are removed); a folder for 640px PNG previews
 */
export async function writePictures({ dirs, jobs }, { out, only, pngDir }) {
  sharp.concurrency(2);
  for (const d of [out, ...Object.values(dirs)]) await mkdir(d, { recursive: true });
  if (pngDir) await mkdir(pngDir, { recursive: true });
  const keep = new Set();
  let bytes = 0;
  let changed = 0;
  for (const job of jobs) {
    for (const w of job.widths) keep.add(`${job.prefix}-${w}.webp`);
    for (const w of job.avif?.widths ?? []) keep.add(`${job.prefix}-${w}.avif`);
    if (only && !only.has(job.match) && !only.has(job.name)) continue;
    const rendered = await render(job.svg(), job.prefix, job.widths, job.height, job.avif);
    changed += rendered.changed;
    if (pngDir) await writeFile(path.join(pngDir, `${job.name}.png`), await sharp(rendered.master).resize(640).png().toBuffer());
    for (const file of rendered.written) bytes += (await readFile(file)).length;
    process.stdout.write(`${job.name} `);
  }
  if (!only) {
    await removeStale(dirs.products, keep);
    await removeStale(dirs.categories, keep);
  }
  console.log(`\n${jobs.length} pictures; ${changed} files changed; ${(bytes / 1024 / 1024).toFixed(2)} MB in the pictures rendered this run`);
}
